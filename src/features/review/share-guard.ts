import { notFound } from 'next/navigation'

import { shareKeysMatch } from '@/domain/share-key'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'
import { refusal, type Refusal } from '@/platform/result'

export type SharedCollection = 'projects' | 'orders'

export type SharedDocument = { id: number; status: string; customer: number | null }

const routeId = (id: string): number | null => (/^\d{1,12}$/.test(id) ? Number(id) : null)

const keyParam = (key: unknown): string | null => (typeof key === 'string' && key.length <= 200 ? key : null)

/**
 * The document a review link opens, or null. A wrong, missing or repeated key and an unknown id
 * are all the same null, and the key is compared in constant time. Trusted read: a reviewer has
 * no account, the key is the permission.
 */
export async function findSharedDocument(collection: SharedCollection, id: string, key: unknown): Promise<SharedDocument | null> {
  const numericId = routeId(id)
  const given = keyParam(key)
  if (numericId === null || given === null) return null
  const payload = await payloadClient()
  const doc = (await payload.findByID({
    collection,
    id: numericId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    select: { shareKey: true, status: true, customer: true },
  })) as { id: number; shareKey?: string | null; status?: string | null; customer?: unknown } | null
  if (!doc || !shareKeysMatch(doc.shareKey, given)) return null
  return { id: doc.id, status: doc.status ?? 'pending', customer: relationId(doc.customer) }
}

/**
 * The share guard of a review page: the same not-found page as an unknown route when the link
 * does not open the document; `applies` is false when its status is not one the page serves
 * (the page then says the link has been used, and shows nothing of the document).
 */
export async function guardSharePage(
  collection: SharedCollection,
  id: string,
  key: unknown,
  statuses: readonly string[],
): Promise<{ doc: SharedDocument; applies: boolean }> {
  const doc = await findSharedDocument(collection, id, key)
  if (!doc) notFound()
  return { doc, applies: statuses.includes(doc.status) }
}

export const LINK_NOT_VALID = refusal(404, 'This link is no longer valid. Reload the page to see where things stand.')

/** The same guard for a server action: the document, or the refusal to return to the form. */
export async function guardShareAction(
  collection: SharedCollection,
  id: string,
  key: unknown,
  statuses: readonly string[],
): Promise<SharedDocument | Refusal> {
  const doc = await findSharedDocument(collection, id, key)
  return doc && statuses.includes(doc.status) ? doc : LINK_NOT_VALID
}

export const isRefusal = (value: SharedDocument | Refusal): value is Refusal => 'ok' in value
