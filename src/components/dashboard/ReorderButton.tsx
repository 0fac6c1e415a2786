'use client'

import { RotateCcw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, useTransition } from 'react'

import { buttonClasses, type ButtonSize } from '@/components/ui/button'
import { submissionAttempt } from '@/domain/submission-attempt'
import { reorderAction } from '@/features/dashboard/reorder-actions'

type Props = {
  source: { order: number } | { inventoryItem: number }
  /** What is reordered, for the confirmation and the button's accessible name. */
  label: string
  size?: ButtonSize
  /** Which edge of the button the confirmation lines up with, so it stays on screen. */
  align?: 'left' | 'right'
}

/**
 * "Reorder": asks to confirm, then makes a pending project with the same products, decoration,
 * artwork and sizes and opens it. The confirm button sends the key of its submission attempt, so
 * a double click (or a retry after a lost answer) makes one project.
 */
export function ReorderButton({ source, label, size = 'sm', align = 'right' }: Props) {
  const router = useRouter()
  const panelId = useId()
  const attempt = useRef(submissionAttempt())
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const reorder = () => {
    setError(null)
    const key = attempt.current.keyFor(source)
    startTransition(async () => {
      const result = await reorderAction(source, key)
      if (!result.ok) {
        setError(result.message)
        return
      }
      attempt.current.done()
      router.push(`/dashboard/projects/${result.project}`)
    })
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => setConfirming((open) => !open)}
        aria-expanded={confirming}
        aria-controls={panelId}
        aria-label={`Reorder ${label}`}
        className={buttonClasses('secondary', size, 'whitespace-nowrap')}
      >
        <RotateCcw className="size-4" aria-hidden /> Reorder
      </button>
      {confirming ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={`Reorder ${label}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirming(false)
          }}
          className={`absolute ${align === 'left' ? 'left-0' : 'right-0'} z-20 mt-2 w-[min(20rem,calc(100vw-2.5rem))] rounded-2xl border border-line bg-white p-4 text-left shadow-lg`}
        >
          <p className="text-sm font-medium">Reorder {label}?</p>
          <p className="mt-1 text-xs text-muted">
            We start a new project with the same products, decoration, artwork and size split, and send you a proposal to check. Nothing is charged
            until you approve it.
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" autoFocus onClick={reorder} disabled={pending} className={buttonClasses('primary', 'sm')}>
              {pending ? 'Creating…' : 'Create reorder'}
            </button>
            <button type="button" onClick={() => setConfirming(false)} disabled={pending} className={buttonClasses('ghost', 'sm')}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
