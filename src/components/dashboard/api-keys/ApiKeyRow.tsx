'use client'

import { useRouter } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Badge } from '@/components/ui/StatusBadge'
import type { ApiKeyState } from '@/domain/api-key'
import { formatDate, formatUtcDay } from '@/domain/display-date'
import { revokeApiKeyAction } from '@/features/dashboard/api-key-actions'
import type { ApiKeyView } from '@/features/dashboard/api-keys'

const UNREACHABLE = { ok: false as const, message: 'We couldn’t reach the server. Check your connection and try again.' }

const STATES: Record<ApiKeyState, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  expired: { label: 'Expired', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  revoked: { label: 'Revoked', tone: 'bg-stone-100 text-stone-700 ring-stone-200' },
}

/**
 * One key: its name, its start (to tell it from the others; the rest is never shown again), what it
 * may do, where from, and its use. A working key can be revoked, after confirming.
 */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKeyView }) {
  const router = useRouter()
  const { id, name, start, scopes, state, createdAt, createdBy, expiresAt, allowedAddresses, lastUsedAt, lastUsedFrom, revokedAt } = apiKey
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{name}</span>
          <Badge tone={STATES[state].tone}>{STATES[state].label}</Badge>
        </p>
        <p className="font-mono text-sm text-muted">{start}…</p>
        <ul aria-label="What it may do" className="mt-2 flex flex-wrap gap-1.5">
          {scopes.map((scope) => (
            <li key={scope} className="rounded-full bg-sand px-2.5 py-0.5 font-mono text-xs">
              {scope}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">
          {createdBy ? `Created by ${createdBy} on ` : 'Created on '}
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          {revokedAt ? (
            <>
              <span aria-hidden> · </span>
              revoked <time dateTime={revokedAt}>{formatDate(revokedAt)}</time>
            </>
          ) : null}
          {expiresAt ? (
            <>
              <span aria-hidden> · </span>
              last day <time dateTime={expiresAt.slice(0, 10)}>{formatUtcDay(expiresAt)}</time>
            </>
          ) : null}
        </p>
        {allowedAddresses.length > 0 ? (
          <p className="text-sm break-words text-muted">
            Only from <span className="font-mono">{allowedAddresses.join(', ')}</span>
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {lastUsedAt ? (
            <>
              Last used <time dateTime={lastUsedAt}>{formatDate(lastUsedAt)}</time>
              {lastUsedFrom ? ` from ${lastUsedFrom}` : null}
            </>
          ) : (
            'Never used'
          )}
        </p>
      </div>
      {state === 'active' ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClasses('ghost', 'sm', 'self-start text-red-700 hover:bg-red-50')}>
              Revoke<span className="sr-only">{` “${name}”`}</span>
            </button>
          }
          title={`Revoke “${name}”?`}
          description="Systems using it stop working at once. This cannot be undone."
          confirmLabel="Revoke key"
          pendingLabel="Revoking…"
          cancelLabel="Keep it"
          destructive
          onConfirm={async () => {
            const result = await revokeApiKeyAction({ apiKey: id }).catch(() => UNREACHABLE)
            if (result.ok) router.refresh()
            return result
          }}
        />
      ) : null}
    </li>
  )
}
