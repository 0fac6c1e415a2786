'use client'

import { LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'

import { buttonClasses, type ButtonVariant } from '@/components/ui/button'
import { Dialog, DialogClose } from '@/components/ui/Dialog'

type Action = (id: number) => Promise<{ ok: true; applied?: string[] } | { ok: false; message: string }>

/**
 * One click on a link or one of its invitations (close it, apply its size curve, resend), with an
 * optional question first; the page is read again afterwards, and a refusal is said in plain
 * words beside the button. `id` is what the action is for.
 */
export function LinkActionButton({
  id,
  action,
  variant = 'secondary',
  confirm,
  done,
  children,
}: {
  id: number
  action: Action
  variant?: ButtonVariant
  /** A question to answer in a dialog before the action runs. */
  confirm?: string
  done: string
  children: ReactNode
}) {
  const router = useRouter()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const run = () => {
    setConfirming(false)
    setMessage(null)
    startTransition(async () => {
      const result = await action(id)
      if (!result.ok) {
        setMessage({ ok: false, text: result.message })
        return
      }
      setMessage({ ok: true, text: result.applied?.length ? `${done} ${result.applied.join(', ')}.` : done })
      router.refresh()
    })
  }
  const button = (
    <button type="button" onClick={confirm ? undefined : run} disabled={pending} className={buttonClasses(variant, 'sm')}>
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
      {children}
    </button>
  )
  return (
    <div className="flex flex-col items-start gap-2">
      {confirm ? (
        <Dialog open={confirming} onOpenChange={setConfirming} trigger={button} title={children} description={confirm}>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <button type="button" className={buttonClasses('secondary', 'sm')}>
                Cancel
              </button>
            </DialogClose>
            <button type="button" onClick={run} className={buttonClasses(variant === 'secondary' ? 'primary' : variant, 'sm')}>
              {children}
            </button>
          </div>
        </Dialog>
      ) : (
        button
      )}
      <p role="status" className={`text-sm ${message?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}>
        {message?.text ?? ''}
      </p>
    </div>
  )
}
