'use client'

import { useState } from 'react'

import { AddFormFooter } from '@/components/ui/AddFormFooter'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select } from '@/components/ui/form-controls'
import { useActionForm } from '@/components/ui/use-action-form'
import { MAX_STEPS, STEP_ROLES } from '@/domain/approval-rules'
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from '@/domain/company-roles'
import { createApprovalRuleAction } from '@/features/dashboard/approval-rule-actions'

const SHOWN = ['over', 'askedBy', 'steps']
const STEP_NUMBERS = Array.from({ length: MAX_STEPS }, (_, index) => index)

/**
 * Adds an approval rule: requests over an amount, asked by some roles (none: anyone), wait for up
 * to three steps in order. Owners and admins only; the server checks the rule and names it.
 */
export function NewApprovalRuleForm() {
  const [over, setOver] = useState('')
  const [askedBy, setAskedBy] = useState<CompanyRole[]>([])
  const [steps, setSteps] = useState<(CompanyRole | '')[]>(['approver', '', ''])
  const [saved, setSaved] = useState(false)
  const { errors, pending, send } = useActionForm(createApprovalRuleAction, SHOWN, () => {
    setSaved(true)
    setOver('')
    setAskedBy([])
    setSteps(['approver', '', ''])
  })
  const toggle = (role: CompanyRole, on: boolean) => setAskedBy((current) => (on ? [...current, role] : current.filter((each) => each !== role)))
  return (
    <section aria-labelledby="new-rule-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="new-rule-heading" className="text-base font-semibold">
        Add a rule
      </h2>
      <p className="mt-1 text-sm text-muted">
        Requests that meet a rule wait for its steps in order, even within budget. Nobody decides their own request.
      </p>
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          setSaved(false)
          send({ over, askedBy, steps: steps.filter((step) => step !== '') })
        }}
      >
        <Field id="rule-over" label="Requests over" hint="AUD including GST; 0 for every request." error={errors.over}>
          <Input
            {...fieldControlProps('rule-over', { error: errors.over, hint: true })}
            name="over"
            inputMode="decimal"
            autoComplete="off"
            placeholder="500"
            className="max-w-48 tabular-nums"
            value={over}
            readOnly={pending}
            onChange={(event) => setOver(event.target.value)}
          />
        </Field>
        <fieldset aria-describedby={errors.askedBy ? 'rule-asked-by-error' : 'rule-asked-by-hint'}>
          <legend className="text-sm font-medium">Asked by</legend>
          <p id="rule-asked-by-hint" className="mt-1 text-xs text-muted">
            Leave all unticked for everyone’s requests.
          </p>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {COMPANY_ROLES.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  checked={askedBy.includes(role)}
                  disabled={pending}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
                {ROLE_LABELS[role]}
              </label>
            ))}
          </div>
          {errors.askedBy ? (
            <p id="rule-asked-by-error" className="mt-1.5 text-sm text-red-700">
              {errors.askedBy}
            </p>
          ) : null}
        </fieldset>
        <fieldset aria-describedby={errors.steps ? 'rule-steps-error' : undefined}>
          <legend className="text-sm font-medium">Approved by, in order</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {STEP_NUMBERS.map((index) => (
              <Field key={index} id={`rule-step-${index}`} label={`Step ${index + 1}`} optional={index > 0}>
                <Select
                  {...fieldControlProps(`rule-step-${index}`)}
                  value={steps[index]}
                  disabled={pending}
                  onChange={(event) =>
                    setSteps((current) => current.map((step, at) => (at === index ? (event.target.value as CompanyRole | '') : step)))
                  }
                >
                  {index > 0 ? <option value="">None</option> : null}
                  {STEP_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </div>
          {errors.steps ? (
            <p id="rule-steps-error" className="mt-1.5 text-sm text-red-700">
              {errors.steps}
            </p>
          ) : null}
        </fieldset>
        <AddFormFooter error={errors.form} added={saved ? 'Rule added.' : null} pending={pending} label="Add rule" />
      </form>
    </section>
  )
}
