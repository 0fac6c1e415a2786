'use client'

import { useState } from 'react'

import { buttonClasses } from '@/components/ui/button'
import type { BudgetPeriod } from '@/domain/budget-period'
import { changeBudgetAction } from '@/features/dashboard/budget-actions'
import { BUDGET_FIELDS, BudgetPeriodFields, type PeriodValues } from './BudgetPeriodFields'
import { useActionForm } from '@/components/ui/use-action-form'

const dollars = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '')

/**
 * Changes a budget's limit, period or reset day, folded away until asked for. The server refuses
 * a limit below what is already reserved this period, and says so.
 */
export function ChangeBudgetForm({ budget }: { budget: { id: number; name: string; period: BudgetPeriod; resetDay: number; limit: number } }) {
  const initial: PeriodValues = { period: budget.period, resetDay: budget.resetDay, spendLimit: dollars(budget.limit) }
  const [values, setValues] = useState<PeriodValues>(initial)
  const [open, setOpen] = useState(false)
  const { errors, pending, send } = useActionForm(changeBudgetAction, BUDGET_FIELDS, () => setOpen(false))
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
      <summary className={buttonClasses('secondary', 'sm', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        {open ? 'Close' : 'Change'}
        <span className="sr-only"> {budget.name}’s budget</span>
      </summary>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          send({ budget: budget.id, ...values })
        }}
      >
        <BudgetPeriodFields idPrefix={`budget-${budget.id}`} values={values} errors={errors} disabled={pending} onChange={setValues} />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" disabled={pending} className={buttonClasses('primary', 'sm')}>
            {pending ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            disabled={pending}
            className={buttonClasses('ghost', 'sm')}
            onClick={() => {
              setValues(initial)
              setOpen(false)
            }}
          >
            Cancel
          </button>
        </div>
      </form>
    </details>
  )
}
