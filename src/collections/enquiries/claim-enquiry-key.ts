import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { clientError } from '@/platform/http/client-error'
import { pendingClaim } from '@/platform/idempotency/key-claim'
import { claimKey, recordAnswer } from '@/platform/idempotency/key-store'

/**
 * A new enquiry sent with an Idempotency-Key (REST or GraphQL, see keyed-route.ts) claims the key
 * in the transaction that creates it: a racing duplicate fails on the key's unique index instead
 * of creating a second enquiry.
 */
export const claimEnquiryKey: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const claim = pendingClaim()
  if (operation !== 'create' || !claim) return args
  if (claim.claimed !== undefined) throw clientError('One Idempotency-Key covers one new enquiry.', 400)
  claim.claimed = await claimKey(req, claim)
  return args
}

/**
 * The enquiry is written: its answer is kept for the key in the same transaction, as the route
 * would answer it (Payload's REST create answer, or the GraphQL mutation's result), so a retry
 * replays it even when the connection is lost between the commit and the answer. The route then
 * keeps the exact answer it sent in place of this one (keyed-route.ts).
 */
export const markEnquiryKeyWritten: CollectionAfterOperationHook = async ({ collection, operation, req, result }) => {
  const claim = pendingClaim()
  if (operation !== 'create' || claim?.claimed === undefined) return result
  const label = typeof collection.labels.singular === 'string' ? collection.labels.singular : collection.slug
  const answer =
    claim.endpoint === 'graphql'
      ? { status: 200, body: { data: { createEnquiry: result } } }
      : { status: 201, body: { doc: result, message: req.t('general:successfullyCreated', { label }) } }
  await recordAnswer({ payload: req.payload, req }, { id: claim.claimed, use: claim }, answer)
  claim.written = true
  return result
}
