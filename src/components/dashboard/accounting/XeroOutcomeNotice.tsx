import { Notice } from '@/components/ui/Notice'
import type { ConnectOutcome } from '@/features/dashboard/accounting-connect'

const NOTICES: Record<Exclude<ConnectOutcome, 'connected'>, { tone: 'error' | 'warning' | 'info'; title: string; text: string }> = {
  declined: { tone: 'info', title: 'Xero wasn’t connected', text: 'Access wasn’t allowed in Xero, so nothing changed.' },
  expired: {
    tone: 'warning',
    title: 'That connection attempt can’t be finished',
    text: 'It took longer than ten minutes or began in another browser. Start again with Connect Xero.',
  },
  'not-allowed': { tone: 'error', title: 'Only owners and finance members connect Xero', text: 'Ask one of them to connect it.' },
  'not-set-up': { tone: 'info', title: 'Syncing with Xero isn’t set up on this server', text: 'The files below import into Xero and MYOB instead.' },
  failed: { tone: 'error', title: 'Xero didn’t accept the connection', text: 'Nothing changed. Try again in a moment.' },
}

/** How coming back from Xero's consent page went, from the fixed outcomes the callback names. */
export function XeroOutcomeNotice({ outcome, tenantName }: { outcome: ConnectOutcome; tenantName: string | null }) {
  if (outcome === 'connected') {
    return (
      <Notice tone="success" title={`Xero is connected${tenantName ? ` to ${tenantName}` : ''}`}>
        New tax invoices arrive there as bills. Send a period below to bring earlier ones across.
      </Notice>
    )
  }
  const { tone, title, text } = NOTICES[outcome]
  return (
    <Notice tone={tone} title={title}>
      {text}
    </Notice>
  )
}
