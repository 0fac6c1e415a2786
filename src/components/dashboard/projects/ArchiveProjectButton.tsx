'use client'

import { Archive, ArchiveRestore } from 'lucide-react'
import { useId, useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { setProjectVisibility } from '@/features/dashboard/project-actions'

/**
 * Archive (after a confirmation) or restore a project. Archiving hides nothing for good, but it
 * takes the project out of the active list, so the customer confirms it first.
 */
export function ArchiveProjectButton({ projectId, projectName, archived }: { projectId: number; projectName: string; archived: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const titleId = useId()

  const change = (visibility: 'active' | 'archived') =>
    startTransition(async () => {
      setError(null)
      const result = await setProjectVisibility({ projectId, visibility })
      if (!result.ok) {
        setError(result.message)
        return
      }
      // The action revalidates this page, so it comes back archived (or restored) by itself.
      dialog.current?.close()
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
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={buttonClasses('ghost', 'sm')}>
        <Archive className="size-4" aria-hidden />
        Archive
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setError(null)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            Archive “{projectName}”?
          </h2>
          <p className="mt-2 text-sm text-muted">
            It moves to your archived projects and out of the active list. Nothing else changes, and you can restore it at any time.
          </p>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => dialog.current?.close()} className={buttonClasses('secondary', 'md')}>
              Cancel
            </button>
            <button type="button" onClick={() => change('archived')} disabled={pending} className={buttonClasses('primary', 'md')}>
              {pending ? 'Archiving…' : 'Archive project'}
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
