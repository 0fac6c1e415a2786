import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { clientError } from '@/platform/http/client-error'
import { pendingClaim } from '@/platform/idempotency/key-claim'
import { claimKey } from '@/platform/idempotency/key-store'

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

/** The enquiry is written: its request's answer may be kept for the key (keyed-route.ts). */
export const markEnquiryKeyWritten: CollectionAfterOperationHook = ({ operation, result }) => {
  const claim = pendingClaim()
  if (operation === 'create' && claim?.claimed !== undefined) claim.written = true
  return result
}
