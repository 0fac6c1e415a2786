'use client'

import { useRouter } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { cancelShipmentAction } from '@/features/dashboard/shipment-actions'

/** Cancels a requested shipment after the customer confirms; its stock goes back to the inventory. */
export function CancelShipmentButton({ shipmentId, recipientName }: { shipmentId: number; recipientName: string }) {
  const router = useRouter()
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
          Cancel shipment
        </button>
      }
      title={`Cancel the shipment to ${recipientName}?`}
      description="We haven’t started packing it. Its items go back into your inventory straight away."
      confirmLabel="Cancel shipment"
      pendingLabel="Cancelling…"
      cancelLabel="Keep it"
      destructive
      onConfirm={async () => {
        const result = await cancelShipmentAction(shipmentId)
        if (result.ok) router.refresh()
        return result
      }}
    />
  )
}
