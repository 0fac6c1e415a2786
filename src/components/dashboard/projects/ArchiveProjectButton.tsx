'use client'

import { Archive, ArchiveRestore } from 'lucide-react'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogClose } from '@/components/ui/Dialog'
import { setProjectVisibility } from '@/features/dashboard/project-actions'

/**
 * Archive (after a confirmation) or restore a project. Archiving hides nothing for good, but it
 * takes the project out of the active list, so the customer confirms it first.
 */
export function ArchiveProjectButton({ projectId, projectName, archived }: { projectId: number; projectName: string; archived: boolean }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const change = (visibility: 'active' | 'archived') =>
    startTransition(async () => {
      setError(null)
      const result = await setProjectVisibility({ projectId, visibility })
      if (!result.ok) {
        setError(result.message)
        return
      }
      // The action revalidates this page, so it comes back archived (or restored) by itself.
      setOpen(false)
    })

  if (archived) {
    return (
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <button type="button" onClick={() => change('active')} disabled={pending} className={buttonClasses('secondary', 'sm')}>
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null)
        setOpen(next)
      }}
      trigger={
        <button type="button" className={buttonClasses('ghost', 'sm')}>
          <Archive className="size-4" aria-hidden />
          Archive
        </button>
      }
      title={`Archive “${projectName}”?`}
      description="It moves to your archived projects and out of the active list. Nothing else changes, and you can restore it at any time."
    >
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <button type="button" className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
        </DialogClose>
        <button type="button" onClick={() => change('archived')} disabled={pending} className={buttonClasses('primary', 'md')}>
          {pending ? 'Archiving…' : 'Archive project'}
        </button>
      </div>
    </Dialog>
  )
}
