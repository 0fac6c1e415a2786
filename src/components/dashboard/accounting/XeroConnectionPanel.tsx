import { PlugZap, RefreshCw, Unplug } from 'lucide-react'

import { ActionButton } from '@/components/dashboard/ActionButton'
import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { Badge } from '@/components/ui/StatusBadge'
import { formatDate } from '@/domain/display-date'
import { disconnectAccountingAction, syncAccountingPeriodAction } from '@/features/dashboard/accounting-actions'
import type { AccountingConnectionPanel } from '@/features/dashboard/accounting-connection'

import { AccountingAccountsForm } from './AccountingAccountsForm'

const CONNECT_HREF = '/dashboard/accounting/xero/connect'

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl border border-line px-4 py-3">
      <p className="text-xs text-muted">{label}</p>
      <p className={`mt-0.5 text-xl font-semibold tabular-nums ${tone}`}>{value}</p>
    </div>
  )
}

/**
 * Syncing with the company's own Xero organisation: connect it (through Xero's consent page), then
 * each tax invoice arrives as an approved bill when it is issued and its payment when it is paid;
 * the period above can be sent at any time, and nothing already there is sent twice.
 */
export function XeroConnectionPanel({ panel, period }: { panel: AccountingConnectionPanel; period: { from: string; to: string } }) {
  const { available, connection } = panel
  return (
    <section aria-labelledby="xero-heading" className="rounded-2xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="xero-heading" className="text-lg font-semibold">
            Sync with Xero
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Tax invoices arrive in your Xero organisation as approved bills, GST coded line by line, and their payments are recorded when you pay.
          </p>
        </div>
        {connection ? (
          connection.status === 'connected' ? (
            <Badge tone="bg-emerald-50 text-emerald-800 ring-emerald-200">Connected to {connection.tenantName}</Badge>
          ) : (
            <Badge tone="bg-amber-50 text-amber-900 ring-amber-200">Connect again</Badge>
          )
        ) : null}
      </div>
      {!available && !connection ? (
        <div className="mt-4">
          <Notice tone="info">Syncing with Xero isn’t set up on this server yet. The files below import into Xero and MYOB in the meantime.</Notice>
        </div>
      ) : null}
      {available && !connection ? (
        <a href={CONNECT_HREF} className={buttonClasses('primary', 'md', 'mt-4')}>
          <PlugZap className="size-4" aria-hidden />
          Connect Xero
        </a>
      ) : null}
      {connection ? (
        <div className="mt-5 space-y-5">
          {connection.status === 'reconnect' ? (
            <Notice tone="warning" title="Xero no longer accepts this connection">
              <p>{connection.lastError ?? 'Its access has ended.'} Connect again to keep syncing; nothing is lost meanwhile.</p>
              <a href={CONNECT_HREF} className={buttonClasses('primary', 'sm', 'mt-2')}>
                Connect Xero again
              </a>
            </Notice>
          ) : null}
          <div className="grid grid-cols-3 gap-3">
            <Count label="Synced" value={connection.counts.synced} tone="text-emerald-800" />
            <Count label="Waiting" value={connection.counts.pending} tone="text-ink" />
            <Count label="Failed" value={connection.counts.failed} tone={connection.counts.failed > 0 ? 'text-red-700' : 'text-ink'} />
          </div>
          {connection.failures.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold">What Xero refused</h3>
              <ul className="mt-2 divide-y divide-line rounded-xl border border-line text-sm">
                {connection.failures.map((failure) => (
                  <li key={failure.id} className="px-4 py-2.5">
                    <span className="font-medium">
                      {failure.invoice} ({failure.kind === 'bill' ? 'bill' : 'payment'})
                    </span>
                    <span className="text-muted">: {failure.error}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted">
                Fix it in Xero (or the accounts below), then send the period again: failed ones are tried again.
              </p>
            </div>
          ) : null}
          <AccountingAccountsForm expenseAccount={connection.expenseAccount} bankAccount={connection.bankAccount} />
          <div className="flex flex-wrap items-start gap-3 border-t border-line pt-4">
            {connection.status === 'connected' ? (
              <ActionButton id={connection.id} action={syncAccountingPeriodAction.bind(null, period)} variant="primary" done="Sending to Xero:">
                <RefreshCw className="size-4" aria-hidden />
                Send this period to Xero
              </ActionButton>
            ) : null}
            <ActionButton
              id={connection.id}
              action={disconnectAccountingAction}
              variant="ghost"
              done="Disconnected."
              confirm={{
                title: `Disconnect ${connection.tenantName}?`,
                consequence:
                  'New invoices stop reaching Xero. Bills already there stay, and connecting the same organisation again sends nothing twice.',
                pendingLabel: 'Disconnecting…',
                destructive: true,
              }}
            >
              <Unplug className="size-4" aria-hidden />
              Disconnect
            </ActionButton>
          </div>
          {connection.connectedAt ? (
            <p className="text-xs text-muted">
              Connected {formatDate(connection.connectedAt)}
              {connection.connectedBy ? ` by ${connection.connectedBy}` : ''}.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
