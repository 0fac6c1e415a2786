'use client'

import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select } from '@/components/ui/form-controls'
import { BUDGET_PERIOD_LABELS, BUDGET_PERIODS, ordinalDay, type BudgetPeriod } from '@/domain/budget-period'

export type PeriodValues = { period: BudgetPeriod; resetDay: number; spendLimit: string }

/** The fields the budget forms show; a refusal about anything else is said for the whole form. */
export const BUDGET_FIELDS = ['spendLimit', 'period', 'resetDay', 'member', 'team']

const RESET_DAYS = Array.from({ length: 28 }, (_, index) => index + 1)

/**
 * A budget's limit, period and reset day: the part of the form that adding a budget and changing
 * one share. `idPrefix` keeps the ids apart when several budgets' forms are on the page.
 */
export function BudgetPeriodFields({
  idPrefix,
  values,
  errors,
  disabled,
  onChange,
}: {
  idPrefix: string
  values: PeriodValues
  errors: Record<string, string>
  disabled: boolean
  onChange: (values: PeriodValues) => void
}) {
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={id('limit')} label="Limit (AUD incl. GST)" error={errors.spendLimit}>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted" aria-hidden>
            $
          </span>
          <Input
            {...fieldControlProps(id('limit'), { error: errors.spendLimit })}
            name="spendLimit"
            inputMode="decimal"
            autoComplete="off"
            className="pl-7 tabular-nums"
            placeholder="1,000"
            value={values.spendLimit}
            readOnly={disabled}
            onChange={(event) => onChange({ ...values, spendLimit: event.target.value })}
          />
        </div>
      </Field>
      <Field id={id('period')} label="Resets" error={errors.period}>
        <Select
          {...fieldControlProps(id('period'), { error: errors.period })}
          name="period"
          value={values.period}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, period: event.target.value as BudgetPeriod })}
        >
          {BUDGET_PERIODS.map((period) => (
            <option key={period} value={period}>
              {BUDGET_PERIOD_LABELS[period]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={id('reset-day')}
        label="On the"
        error={errors.resetDay}
        hint={values.period === 'monthly' ? 'of each month' : values.period === 'quarterly' ? 'of Jan, Apr, Jul and Oct' : 'of July'}
      >
        <Select
          {...fieldControlProps(id('reset-day'), { error: errors.resetDay, hint: true })}
          name="resetDay"
          value={values.resetDay}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, resetDay: Number(event.target.value) })}
        >
          {RESET_DAYS.map((day) => (
            <option key={day} value={day}>
              {ordinalDay(day)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  )
}
