'use client'

import { LoaderCircle } from 'lucide-react'
import { useState, useTransition, type ReactNode } from 'react'

import { buttonClasses } from './button'
import { Dialog, DialogClose } from './Dialog'
import { Notice } from './Notice'

/** What the confirmed action answers: done, or refused with a message for the customer. */
export type ConfirmOutcome = { ok: true } | { ok: false; message: string }

/**
 * Asks before an action that changes something the customer cares about. The description says
 * the consequence in plain words; the action runs inside the dialog, which stays open (with the
 * buttons disabled) until it answers, shows a refusal there, and closes once it is done. Escape
 * or Cancel closes it and focus goes back to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  children,
}: {
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** Shown on the confirm button while the action runs, e.g. "Archiving…". */
  pendingLabel: ReactNode
  cancelLabel?: ReactNode
  /** Draws the confirm button in red, for actions that cannot be taken back. */
  destructive?: boolean
  onConfirm: () => Promise<ConfirmOutcome>
  /** Anything to fill in before confirming (a note), under the description. */
  children?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const confirm = () =>
    startTransition(async () => {
      setRefusal(null)
      const outcome = await onConfirm()
      if (outcome.ok) setOpen(false)
      else setRefusal(outcome.message)
    })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-action would hide its answer, so the dialog waits for it.
        if (pending) return
        setRefusal(null)
        setOpen(next)
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      {children ? <div className="mt-4">{children}</div> : null}
      {refusal ? (
        <div className="mt-4">
          <Notice tone="error">{refusal}</Notice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <button type="button" disabled={pending} className={buttonClasses('secondary', 'md')}>
            {cancelLabel}
          </button>
        </DialogClose>
        <button type="button" onClick={confirm} disabled={pending} className={buttonClasses(destructive ? 'danger' : 'primary', 'md')}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
