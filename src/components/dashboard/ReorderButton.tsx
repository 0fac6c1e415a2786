'use client'

import { RotateCcw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef } from 'react'

import { buttonClasses, type ButtonSize } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
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

  const reorder = async () => {
    const result = await reorderAction(source, attempt.current.keyFor(source))
    if (result.ok) {
      attempt.current.done()
      router.push(`/dashboard/projects/${result.project}`)
    }
    return result
  }

  return (
    <ConfirmDialog
      trigger={
        <button type="button" aria-label={`Reorder ${label}`} className={buttonClasses('secondary', size, 'whitespace-nowrap')}>
          <RotateCcw className="size-4" aria-hidden /> Reorder
        </button>
      }
      title={`Reorder ${label}?`}
      description="We start a new project with the same products, decoration, artwork and size split, and send you a proposal to check. Nothing is charged until you approve it."
      confirmLabel="Create reorder"
      pendingLabel="Creating…"
      onConfirm={reorder}
    />
  )
}
