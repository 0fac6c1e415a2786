'use client'

import { AlertTriangle } from 'lucide-react'

import { buttonClasses } from '@/components/ui/button'

/**
 * A list with bad rows: each one in plain words, and the choice of inviting the good rows alone or
 * fixing the list. `good` is 0 once the list has been edited, since the count was for the old one.
 */
export function InviteListProblems({
  message,
  problems,
  good,
  pending,
  onInviteGood,
  onFix,
}: {
  message: string
  problems: string[]
  good: number
  pending: boolean
  onInviteGood: () => void
  onFix: () => void
}) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {/* Only the summary is announced: reading out up to 500 rows would drown it. */}
      <p role="alert" className="flex gap-3 font-semibold">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {message}
      </p>
      <ul
        aria-label="Rows to fix"
        // Scrollable, so it takes focus: keyboard users can scroll a long list too.
        tabIndex={0}
        className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto rounded-lg pl-12 outline-none focus-visible:ring-2 focus-visible:ring-red-300"
      >
        {problems.map((problem, index) => (
          <li key={index} className="break-words">
            {problem}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {good > 0 ? (
          <button type="button" onClick={onInviteGood} disabled={pending} className={buttonClasses('primary', 'sm')}>
            Invite the {good} good {good === 1 ? 'one' : 'ones'}
          </button>
        ) : null}
        <button type="button" onClick={onFix} disabled={pending} className={buttonClasses('secondary', 'sm')}>
          Fix the list
        </button>
      </div>
    </div>
  )
}
