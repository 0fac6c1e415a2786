import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { addressAllowed, apiKeyHash, apiKeyState, bearerKey, isApiKeyScope, scopesAllow, type ApiKeyScope } from '@/domain/api-key'
import type { CompanyRole } from '@/domain/company-roles'
import type { ProblemKind } from '@/domain/public-api/problems'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { runStatement } from '@/platform/database/run-statement'
import { relationId } from '@/platform/relation-id'

/**
 * Who a request's key acts for: one company, with the key's scopes and nothing more; its writes
 * are made as the member who made it (`maker`), with their role in the company as this request read it.
 */
export type KeyHolder = { apiKey: number; company: number; scopes: ApiKeyScope[]; maker: number; makerRole: CompanyRole }

export type KeyCheck = { ok: true; holder: KeyHolder } | { ok: false; kind: ProblemKind; detail: string }

/** How stale `lastUsedAt` may grow before a request writes it again: one write a minute, not one a request. */
const LAST_USED_GRANULARITY_MS = 60_000

const refused = (kind: ProblemKind, detail: string): KeyCheck => ({ ok: false, kind, detail })

/**
 * The key an `Authorization: Bearer …` header carries, checked on every request against the
 * database (so a revoked key stops on every instance at once): known, working, used from an
 * allowed address and holding `scope`. Records when and from where it was last used.
 */
export async function authenticateApiKey(
  payload: Payload,
  { authorization, address, scope, now = new Date() }: { authorization: string | null; address: string; scope: ApiKeyScope; now?: Date },
): Promise<KeyCheck> {
  if (!authorization) return refused('missing-key', 'Send the key as "Authorization: Bearer swk_…".')
  const key = bearerKey(authorization)
  if (!key) return refused('invalid-key', 'The Authorization header does not hold a Swagly API key (Bearer swk_…).')
  const hash = apiKeyHash(key)
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { keyHash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      company: true,
      createdBy: true,
      scopes: true,
      expiresAt: true,
      revokedAt: true,
      allowedAddresses: true,
      keyHash: true,
      lastUsedAt: true,
      lastUsedFrom: true,
    },
  })
  const found = docs[0]
  // The lookup found the row by its hash; the comparison that decides is made in constant time.
  if (!found?.keyHash || !timingSafeEqual(Buffer.from(found.keyHash, 'hex'), Buffer.from(hash, 'hex'))) {
    return refused('invalid-key', 'This API key is not known. Check it was copied whole.')
  }
  const state = apiKeyState(found, now)
  if (state === 'revoked') return refused('key-revoked', 'This API key was revoked. Ask an owner or admin of the company for a new one.')
  if (state === 'expired') return refused('key-expired', 'This API key has passed its last day. Ask an owner or admin of the company for a new one.')
  const allowed = Array.isArray(found.allowedAddresses) ? found.allowedAddresses.filter((entry): entry is string => typeof entry === 'string') : []
  if (!addressAllowed(allowed, address)) return refused('address-not-allowed', `This API key is not allowed from ${address}.`)
  const scopes = Array.isArray(found.scopes) ? found.scopes.filter(isApiKeyScope) : []
  if (!scopesAllow(scopes, scope)) return refused('scope-missing', `This needs the "${scope}" scope, which this API key does not have.`)
  const company = relationId(found.company)
  const maker = relationId(found.createdBy)
  if (company === null || maker === null) return refused('invalid-key', 'This API key is not known. Check it was copied whole.')
  const makerRole = await roleInCompanyNow({ payload, transactionID: undefined }, company, maker)
  if (!makerRole) {
    return refused('maker-left', 'The member who made this API key no longer belongs to the company. Ask an owner or admin for a new one.')
  }

  const stale = !found.lastUsedAt || now.getTime() - new Date(found.lastUsedAt).getTime() >= LAST_USED_GRANULARITY_MS
  if (stale || found.lastUsedFrom !== address) {
    await runStatement(
      { payload, transactionID: undefined },
      (sql) => sql`UPDATE api_keys SET last_used_at = ${now.toISOString()}, last_used_from = ${address.slice(0, 64)} WHERE id = ${found.id}`,
    )
  }
  return { ok: true, holder: { apiKey: found.id, company, scopes, maker, makerRole } }
}
