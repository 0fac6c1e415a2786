import type { CustomerUser } from '@/collections/customers/customer-user'
import { apiKeyState, isApiKeyScope, type ApiKeyScope, type ApiKeyState } from '@/domain/api-key'
import { roleAllows } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

/** One of the active company's API keys as its owners and admins see it: never the key itself. */
export type ApiKeyView = {
  id: number
  name: string
  /** The key's first characters, to tell it apart from the others. */
  start: string
  scopes: ApiKeyScope[]
  state: ApiKeyState
  createdAt: string
  /** Who made it, by name; null when they have since left. */
  createdBy: string | null
  expiresAt: string | null
  allowedAddresses: string[]
  lastUsedAt: string | null
  lastUsedFrom: string | null
  revokedAt: string | null
}

/** How many keys the page lists: the 25 working ones a company may hold, and the newest revoked ones. */
const SHOWN = 100

/**
 * The active company's API keys, newest first; none for a member who may not manage them. Read
 * as the member, so access decides as it does for REST, and never kept: a revocation shows at once.
 */
export async function getApiKeys(customer: CustomerUser): Promise<ApiKeyView[]> {
  const company = customer.acting
  if (!company || !roleAllows(company.role, 'manageSettings')) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { company: { equals: company.id } },
    select: {
      name: true,
      start: true,
      scopes: true,
      createdAt: true,
      createdBy: true,
      expiresAt: true,
      allowedAddresses: true,
      lastUsedAt: true,
      lastUsedFrom: true,
      revokedAt: true,
    },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const creators = await customerNames([...new Set(docs.flatMap((doc) => relationId(doc.createdBy) ?? []))])
  const now = new Date()
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    start: doc.start,
    scopes: Array.isArray(doc.scopes) ? doc.scopes.filter(isApiKeyScope) : [],
    state: apiKeyState(doc, now),
    createdAt: doc.createdAt,
    createdBy: creators.get(relationId(doc.createdBy) ?? -1)?.name ?? null,
    expiresAt: doc.expiresAt ?? null,
    allowedAddresses: Array.isArray(doc.allowedAddresses) ? doc.allowedAddresses.filter((entry): entry is string => typeof entry === 'string') : [],
    lastUsedAt: doc.lastUsedAt ?? null,
    lastUsedFrom: doc.lastUsedFrom ?? null,
    revokedAt: doc.revokedAt ?? null,
  }))
}
