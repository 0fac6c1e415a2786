import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { inTransaction, lockSequence } from '@/platform/database/transactions'

/** What a company may hold at most of one kind of document: those `where` matches, in `collection`. */
export type CompanyCap = { company: number; collection: CollectionSlug; where: Where; limit: number }

/**
 * Makes a company's document only while it holds fewer than the cap's limit, counting and making
 * in one transaction that holds the company's lock for that kind, so requests racing past the
 * last free place make one document, not one each. Null when the cap is reached.
 */
export async function createWithinCap<T>(payload: Payload, cap: CompanyCap, create: (req: PayloadRequest) => Promise<T>): Promise<T | null> {
  return inTransaction(payload, async (req) => {
    await lockSequence(req, `${cap.collection}:${cap.company}`)
    const { totalDocs } = await payload.count({
      collection: cap.collection,
      where: { and: [{ company: { equals: cap.company } }, cap.where] },
      req,
      overrideAccess: true,
    })
    return totalDocs >= cap.limit ? null : create(req)
  })
}
