'use client'

import { Archive, ArchiveRestore } from 'lucide-react'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { setProjectVisibility } from '@/features/dashboard/project-actions'

/**
 * Archive (after a confirmation) or restore a project. Archiving hides nothing for good, but it
 * takes the project out of the active list, so the customer confirms it first. The action
 * revalidates this page, so it comes back archived (or restored) by itself.
 */
export function ArchiveProjectButton({ projectId, projectName, archived }: { projectId: number; projectName: string; archived: boolean }) {
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  if (archived) {
    const restore = () =>
      startTransition(async () => {
        setError(null)
        const result = await setProjectVisibility({ projectId, visibility: 'active' })
        if (!result.ok) setError(result.message)
      })
    return (
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <button type="button" onClick={restore} disabled={pending} className={buttonClasses('secondary', 'sm')}>
          <ArchiveRestore className="size-4" aria-hidden />
          {pending ? 'Restoring…' : 'Restore project'}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClasses('ghost', 'sm')}>
          <Archive className="size-4" aria-hidden />
          Archive
        </button>
      }
      title={`Archive “${projectName}”?`}
      description="It moves to your archived projects and out of the active list. Nothing else changes, and you can restore it at any time."
      confirmLabel="Archive project"
      pendingLabel="Archiving…"
      onConfirm={() => setProjectVisibility({ projectId, visibility: 'archived' })}
    />
  )
}
