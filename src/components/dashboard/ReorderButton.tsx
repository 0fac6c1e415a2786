'use client'

import { RotateCcw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'

import { buttonClasses, type ButtonSize } from '@/components/ui/button'
import { Dialog, DialogClose } from '@/components/ui/Dialog'
import { submissionAttempt } from '@/domain/submission-attempt'
import { reorderAction } from '@/features/dashboard/reorder-actions'

type Props = {
  source: { order: number } | { inventoryItem: number }
  /** What is reordered, for the confirmation and the button's accessible name. */
  label: string
  size?: ButtonSize
}

/**
 * "Reorder": asks to confirm, then makes a pending project with the same products, decoration,
 * artwork and sizes and opens it. The confirm button sends the key of its submission attempt, so
 * a double click (or a retry after a lost answer) makes one project.
 */
export function ReorderButton({ source, label, size = 'sm' }: Props) {
  const router = useRouter()
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
    <Dialog
      open={confirming}
      onOpenChange={(open) => {
        setError(null)
        setConfirming(open)
      }}
      trigger={
        <button type="button" aria-label={`Reorder ${label}`} className={buttonClasses('secondary', size, 'whitespace-nowrap')}>
          <RotateCcw className="size-4" aria-hidden /> Reorder
        </button>
      }
      title={`Reorder ${label}?`}
      description="We start a new project with the same products, decoration, artwork and size split, and send you a proposal to check. Nothing is charged until you approve it."
    >
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <button type="button" disabled={pending} className={buttonClasses('ghost', 'sm')}>
            Cancel
          </button>
        </DialogClose>
        <button type="button" autoFocus onClick={reorder} disabled={pending} className={buttonClasses('primary', 'sm')}>
          {pending ? 'Creating…' : 'Create reorder'}
        </button>
      </div>
    </Dialog>
  )
}
