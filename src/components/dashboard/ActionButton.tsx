'use client'

import { LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'

import { buttonClasses, type ButtonVariant } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'

type Action = (id: number) => Promise<{ ok: true; applied?: string[] } | { ok: false; message: string }>

/**
 * One click on one of the customer's documents (close a recipient link, resend an invitation, turn
 * a webhook endpoint off), with an optional question first; the page is read again afterwards.
 * What was done is said beside the button; a refusal too, or inside the dialog when there was a
 * question. `id` is what the action is for.
 */
export function ActionButton({
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
  /**
   * A question to answer in a dialog before the action runs: its title, the consequence in plain
   * words, what the confirm button says while it runs, and whether it cannot be taken back.
   */
  confirm?: { title: string; consequence: string; pendingLabel: string; destructive?: boolean }
  done: string
  children: ReactNode
}) {
  const router = useRouter()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const act = async () => {
    setMessage(null)
    const result = await action(id)
    if (result.ok) {
      setMessage({ ok: true, text: result.applied?.length ? `${done} ${result.applied.join(', ')}.` : done })
      router.refresh()
    }
    return result
  }
  const runNow = () =>
    startTransition(async () => {
      const result = await act()
      if (!result.ok) setMessage({ ok: false, text: result.message })
    })
  return (
    <div className="flex flex-col items-start gap-2">
      {confirm ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClasses(variant, 'sm')}>
              {children}
            </button>
          }
          title={confirm.title}
          description={confirm.consequence}
          confirmLabel={children}
          pendingLabel={confirm.pendingLabel}
          destructive={confirm.destructive}
          onConfirm={act}
        />
      ) : (
        <button type="button" onClick={runNow} disabled={pending} className={buttonClasses(variant, 'sm')}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {children}
        </button>
      )}
      <p role="status" className={`text-sm ${message?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}>
        {message?.text ?? ''}
      </p>
    </div>
  )
}
