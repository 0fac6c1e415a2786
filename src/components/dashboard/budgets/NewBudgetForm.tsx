'use client'

import { UserRound, UsersRound } from 'lucide-react'
import { useState } from 'react'

import { AddFormFooter } from '@/components/ui/AddFormFooter'
import { ChoiceCards } from '@/components/ui/ChoiceCards'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select } from '@/components/ui/form-controls'
import { createBudgetAction } from '@/features/dashboard/budget-actions'
import { BUDGET_FIELDS, BudgetPeriodFields, type PeriodValues } from './BudgetPeriodFields'
import { useActionForm } from '@/components/ui/use-action-form'

type Person = { customer: number; name: string }

const START: PeriodValues = { period: 'monthly', resetDay: 1, spendLimit: '' }

/**
 * Adds a budget for a member (those without one are offered) or a team. Owners and finance only;
 * the server checks the member belongs to the company and the team has no budget yet.
 */
export function NewBudgetForm({ people, teams }: { people: Person[]; teams: string[] }) {
  const [scope, setScope] = useState<'member' | 'team'>(people.length > 0 ? 'member' : 'team')
  const [member, setMember] = useState<number | ''>('')
  const [team, setTeam] = useState('')
  const [values, setValues] = useState<PeriodValues>(START)
  const [saved, setSaved] = useState(false)
  const { errors, pending, send } = useActionForm(createBudgetAction, BUDGET_FIELDS, () => {
    setSaved(true)
    setMember('')
    setTeam('')
    setValues(START)
  })
  return (
    <section aria-labelledby="new-budget-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="new-budget-heading" className="text-base font-semibold">
        Add a budget
      </h2>
      <p className="mt-1 text-sm text-muted">
        A member’s requests count against their own budget and their team’s. Whatever would go over is held for approval, not refused.
      </p>
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          setSaved(false)
          send(scope === 'member' ? { scope, member: member === '' ? 0 : member, ...values } : { scope, team, ...values })
        }}
      >
        <fieldset>
          <ChoiceCards
            legend="For"
            name="scope"
            value={scope}
            onChange={setScope}
            choices={[
              { value: 'member', title: 'A member', description: 'One person’s requests.', Icon: UserRound },
              { value: 'team', title: 'A team', description: 'Everyone whose membership names the team.', Icon: UsersRound },
            ]}
          />
        </fieldset>
        {scope === 'member' ? (
          <Field id="budget-member" label="Member" error={errors.member}>
            <Select
              {...fieldControlProps('budget-member', { error: errors.member })}
              name="member"
              value={member}
              disabled={pending}
              onChange={(event) => setMember(event.target.value === '' ? '' : Number(event.target.value))}
            >
              <option value="">Choose a member…</option>
              {people.map((person) => (
                <option key={person.customer} value={person.customer}>
                  {person.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field
            id="budget-team"
            label="Team"
            error={errors.team}
            hint={teams.length > 0 ? `Teams on the Members page: ${teams.join(', ')}.` : 'Name members’ teams on the Members page.'}
          >
            <Input
              {...fieldControlProps('budget-team', { error: errors.team, hint: true })}
              name="team"
              maxLength={100}
              autoComplete="off"
              list="budget-teams"
              value={team}
              readOnly={pending}
              onChange={(event) => setTeam(event.target.value)}
            />
            <datalist id="budget-teams">
              {teams.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </Field>
        )}
        <BudgetPeriodFields idPrefix="new-budget" values={values} errors={errors} disabled={pending} onChange={setValues} />
        <AddFormFooter error={errors.form} added={saved ? 'Budget added.' : null} pending={pending} label="Add budget" />
      </form>
    </section>
  )
}
