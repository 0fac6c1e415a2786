'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/form-controls'
import { changeMemberTeamAction } from '@/features/dashboard/member-actions'

/**
 * A member's team (cost centre), whose budget their requests also count against. Those who manage
 * members change it in place; an empty name takes the member out of any team.
 */
export function MemberTeam({ membership, name, team, manages }: { membership: number; name: string; team: string | null; manages: boolean }) {
  const router = useRouter()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(team ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const label = team ? `Team: ${team}` : 'No team'
  if (!manages) return <span>{label}</span>
  if (!editing) {
    return (
      <button type="button" className="underline decoration-line underline-offset-2 hover:decoration-ink" onClick={() => setEditing(true)}>
        {label}
        <span className="sr-only">{` (change ${name}’s team)`}</span>
      </button>
    )
  }
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(async () => {
          const result = await changeMemberTeamAction({ membership, team: value }).catch(() => ({
            ok: false as const,
            message: 'We couldn’t reach the server. Try again.',
          }))
          setProblem(result.ok ? null : result.message)
          if (result.ok) setEditing(false)
          router.refresh()
        })
      }}
    >
      <Input
        compact
        aria-label={`${name}’s team`}
        maxLength={100}
        placeholder="Marketing"
        autoFocus
        value={value}
        readOnly={pending}
        onChange={(event) => setValue(event.target.value)}
        className="w-44"
      />
      <button type="submit" disabled={pending} className={buttonClasses('secondary', 'sm')}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      <button type="button" disabled={pending} className={buttonClasses('ghost', 'sm')} onClick={() => setEditing(false)}>
        Cancel
      </button>
      {problem ? (
        <span role="alert" className="w-full text-sm text-red-700">
          {problem}
        </span>
      ) : null}
    </form>
  )
}
