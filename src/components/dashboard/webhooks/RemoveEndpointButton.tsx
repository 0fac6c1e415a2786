'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { removeWebhookEndpointAction } from '@/features/dashboard/webhook-actions'

const UNREACHABLE = { ok: false as const, message: 'We couldn’t reach the server. Check your connection and try again.' }

/** Removes the endpoint and its delivery log after confirming, then goes back to the list. */
export function RemoveEndpointButton({ endpoint, url }: { endpoint: number; url: string }) {
  const router = useRouter()
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
          <Trash2 className="size-4" aria-hidden />
          Remove
        </button>
      }
      title="Remove this endpoint?"
      description={
        <>
          No more events go to <span className="font-mono break-all">{url}</span>, and its delivery log is deleted. This cannot be undone.
        </>
      }
      confirmLabel="Remove endpoint"
      pendingLabel="Removing…"
      cancelLabel="Keep it"
      destructive
      onConfirm={async () => {
        const result = await removeWebhookEndpointAction(endpoint).catch(() => UNREACHABLE)
        if (result.ok) router.replace('/dashboard/webhooks')
        return result
      }}
    />
  )
}
