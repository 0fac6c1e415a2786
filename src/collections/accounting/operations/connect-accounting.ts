import { randomBytes } from 'node:crypto'

import type { OperationCall } from '@/collections/customer-endpoint'
import { DEFAULT_XERO_ACCOUNTS } from '@/domain/accounting/connection-input'
import { AccountingSystemError } from '@/integrations/accounting/accounting-adapter'
import { inTransaction, lockSequence } from '@/platform/database/transactions'
import { serverURL } from '@/platform/http/server-url'
import { refusal, type Result } from '@/platform/result'

import { accountingProvider } from '../accounting-provider'
import { financeCompany } from './finance-member'

/** Where the provider sends the member back with the code. */
export const accountingCallbackUrl = () => `${serverURL()}/dashboard/accounting/xero/callback`

const NOT_SET_UP = 'Accounting sync is not set up on this server: staff register it with Xero first.'

/**
 * The first step of connecting the company's accounting organisation: where to send the member to
 * grant access, and a random `state` for the caller to keep (in a cookie) and compare when the
 * member comes back, so a code can only finish a connection its own member started.
 */
export async function startAccountingConnection({ req }: OperationCall): Promise<Result<{ url: string; state: string; company: number }>> {
  const company = await financeCompany(req)
  if ('ok' in company) return company
  const adapter = accountingProvider()
  if (!adapter) return refusal(503, NOT_SET_UP)
  const state = randomBytes(24).toString('base64url')
  return { ok: true, url: adapter.authorizeUrl({ redirectUri: accountingCallbackUrl(), state }), state, company: company.id }
}

/**
 * The second step: the code the member came back with becomes tokens for their organisation, kept
 * on the company's one connection (made, or replaced under a lock for the company so two
 * callbacks cannot make two). Connecting another organisation forgets what was synced to the old.
 */
export async function finishAccountingConnection({
  req: { payload, user },
  input: { code, company: startedFor },
}: OperationCall<{ code: string; company: number }>): Promise<Result<{ tenantName: string }>> {
  const company = await financeCompany({ payload, user })
  if ('ok' in company) return company
  if (company.id !== startedFor) return refusal(409, 'The connection was started in another company. Start it again here.')
  const adapter = accountingProvider()
  if (!adapter) return refusal(503, NOT_SET_UP)
  try {
    const tokens = await adapter.exchangeCode({ code, redirectUri: accountingCallbackUrl() })
    const [tenant] = await adapter.tenants(tokens.accessToken)
    if (!tenant) return refusal(422, 'That Xero login has no organisation to connect.')
    await inTransaction(payload, async (req) => {
      await lockSequence(req, `accounting-company:${company.id}`)
      const { docs } = await req.payload.find({
        collection: 'accounting-connections',
        where: { company: { equals: company.id } },
        select: { tenantId: true },
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const existing = docs[0]
      const data = {
        tenantId: tenant.tenantId,
        tenantName: tenant.name,
        status: 'connected' as const,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        tokenExpiresAt: tokens.expiresAt.toISOString(),
        connectedBy: Number(user!.id),
        connectedAt: new Date().toISOString(),
        lastError: null,
      }
      if (!existing) {
        await req.payload.create({
          collection: 'accounting-connections',
          data: { company: company.id, provider: 'xero', ...DEFAULT_XERO_ACCOUNTS, ...data },
          depth: 0,
          req,
          overrideAccess: true,
        })
        return
      }
      const sameOrganisation = existing.tenantId === tenant.tenantId
      if (!sameOrganisation)
        await req.payload.delete({ collection: 'accounting-syncs', where: { connection: { equals: existing.id } }, req, overrideAccess: true })
      await req.payload.update({
        collection: 'accounting-connections',
        id: existing.id,
        data: sameOrganisation ? data : { ...data, supplierContactId: null },
        depth: 0,
        req,
        overrideAccess: true,
      })
    })
    return { ok: true, tenantName: tenant.name }
  } catch (error) {
    if (error instanceof AccountingSystemError) return refusal(502, `Xero did not accept the connection: ${error.message}`)
    throw error
  }
}
