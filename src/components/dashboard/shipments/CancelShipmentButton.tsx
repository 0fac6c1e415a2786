'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogClose } from '@/components/ui/Dialog'
import { cancelShipmentAction } from '@/features/dashboard/shipment-actions'

/** Cancels a requested shipment after the customer confirms; its stock goes back to the inventory. */
export function CancelShipmentButton({ shipmentId, recipientName }: { shipmentId: number; recipientName: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const confirm = () =>
    startTransition(async () => {
      const result = await cancelShipmentAction(shipmentId)
      if (!result.ok) {
        setError(result.message)
        return
      }
      setOpen(false)
      router.refresh()
    })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null)
        setOpen(next)
      }}
      trigger={
        <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
          Cancel shipment
        </button>
      }
      title={`Cancel the shipment to ${recipientName}?`}
      description="We haven’t started packing it. Its items go back into your inventory straight away."
    >
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <button type="button" className={buttonClasses('secondary', 'sm')}>
            Keep it
          </button>
        </DialogClose>
        <button type="button" onClick={confirm} disabled={pending} className={buttonClasses('danger', 'sm')}>
          {pending ? 'Cancelling…' : 'Cancel shipment'}
        </button>
      </div>
    </Dialog>
  )
}
