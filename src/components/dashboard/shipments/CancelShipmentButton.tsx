'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { cancelShipmentAction } from '@/features/dashboard/shipment-actions'

/** Cancels a requested shipment after the customer confirms; its stock goes back to the inventory. */
export function CancelShipmentButton({ shipmentId, recipientName }: { shipmentId: number; recipientName: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const confirm = () =>
    startTransition(async () => {
      const result = await cancelShipmentAction(shipmentId)
      if (!result.ok) {
        setError(result.message)
        return
      }
      dialog.current?.close()
      router.refresh()
    })

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null)
          dialog.current?.showModal()
        }}
        className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
      >
        Cancel shipment
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`cancel-${shipmentId}-title`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <h2 id={`cancel-${shipmentId}-title`} className="text-lg font-semibold">
          Cancel the shipment to {recipientName}?
        </h2>
        <p className="mt-2 text-sm text-muted">We haven’t started packing it. Its items go back into your inventory straight away.</p>
        {error ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => dialog.current?.close()} className={buttonClasses('secondary', 'sm')} autoFocus>
            Keep it
          </button>
          <button type="button" onClick={confirm} disabled={pending} className={buttonClasses('danger', 'sm')}>
            {pending ? 'Cancelling…' : 'Cancel shipment'}
          </button>
        </div>
      </dialog>
    </>
  )
}
