import type { Payload } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'

import { KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'
import { requestShortfalls, shipmentRequestProblem, shipmentRequestSchema } from '@/domain/shipment-request'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, refusalOf, type Result } from '@/platform/result'
import { claimKey, keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from '@/platform/idempotency/key-store'

/**
 * Requesting shipments, the one operation behind both the dashboard's server action and
 * POST /payload-api/shipments/request (endpoints/request-endpoints.ts).
 */

/** A shipment over budget, waiting for approval, and why. */
export type HeldShipment = { id: number; reason: string }

/**
 * The shipments made, one per recipient, and those of them held for approval because they went
 * over a budget; `replayed` when they are an earlier request's, by its key.
 */
export type ShipmentsRequested = { shipments: number[]; held: HeldShipment[]; replayed?: true }

/** The endpoint both the dashboard action and REST share, so a retry through either is one request. */
export const SHIPMENT_REQUEST_ENDPOINT = 'shipments/request'

const CREATED = 201

/** A request whose key was used before gets that request's answer, or is refused. */
const resultOfEarlier = (verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): Result<ShipmentsRequested> => {
  if (verdict.kind === 'replay') {
    const body = verdict.body as Omit<ShipmentsRequested, 'replayed'>
    return { ok: true, shipments: body.shipments, held: body.held ?? [], replayed: true }
  }
  return refusal(KEY_REFUSALS[verdict.kind].status, KEY_REFUSALS[verdict.kind].message)
}

/**
 * A failure of a keyed request may be a racing duplicate's doing (its booking took the stock, or
 * the unique index refused this one's key): if the key now has an answer, that answer is the one.
 */
const settle = async (payload: Payload, use: KeyUse | null, failure: Result<ShipmentsRequested>): Promise<Result<ShipmentsRequested>> => {
  if (!use) return failure
  const verdict = await verdictFor(payload, use)
  return verdict.kind === 'proceed' ? failure : resultOfEarlier(verdict)
}

/**
 * Requests one shipment per recipient with the same items, as `user`, all in one database
 * transaction: every shipment is booked, or none is and the stock is untouched. Another
 * customer's item or recipient is refused exactly like one that does not exist. With an
 * Idempotency-Key (already validated) the key is claimed and answered in that same transaction,
 * so a retry gets the first answer and books nothing.
 */
export async function requestShipments({ req, input, key }: OperationCall): Promise<Result<ShipmentsRequested>> {
  const { payload, user } = req
  const parsed = shipmentRequestSchema.safeParse(input)
  if (!parsed.success) {
    const { field, message } = shipmentRequestProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const { items, recipients } = parsed.data
  const use: KeyUse | null = key
    ? { endpoint: SHIPMENT_REQUEST_ENDPOINT, client: keyClient(user), key, fingerprint: requestFingerprint(parsed.data) }
    : null
  if (use) {
    const earlier = await verdictFor(payload, use)
    if (earlier.kind !== 'proceed') return resultOfEarlier(earlier)
  }
  const readAs = { depth: 0, user, overrideAccess: false } as const

  const known = await payload.find({
    collection: 'recipients',
    where: { id: { in: recipients } },
    limit: recipients.length,
    select: { fullName: true },
    ...readAs,
  })
  if (known.docs.length < recipients.length) {
    const message = 'Choose recipients from your address book. One of them is not in it.'
    return refusal(400, message, { recipients: message })
  }
  const stock = await payload.find({
    collection: 'inventory-items',
    where: { id: { in: items.map((item) => item.inventoryItem) } },
    limit: items.length,
    select: { title: true, quantityAvailable: true },
    ...readAs,
  })
  const available = new Map(stock.docs.map((doc) => [String(doc.id), { quantity: doc.quantityAvailable ?? 0, title: doc.title }]))
  const missing = items.find((item) => !available.has(String(item.inventoryItem)))
  if (missing) {
    const message = `Inventory item ${missing.inventoryItem} is not in your inventory.`
    return refusal(400, message, { items: message })
  }
  // A friendly early answer; the guarded decrement inside the transaction is what decides.
  const shortfalls = requestShortfalls(items, recipients.length, available)
  if (shortfalls.length > 0) return settle(payload, use, refusal(409, shortfalls.join(' '), { items: shortfalls.join(' ') }))

  try {
    const created = await inTransaction(
      payload,
      async (req) => {
        const claimed = use ? await claimKey(req, use) : null
        const answer: Omit<ShipmentsRequested, 'replayed'> = { shipments: [], held: [] }
        for (const recipient of recipients) {
          const shipment = await payload.create({
            collection: 'shipments',
            data: { customer: Number(user!.id), status: 'requested', recipient, items },
            select: { status: true, holdReason: true },
            req,
            ...readAs,
          })
          answer.shipments.push(shipment.id)
          if (shipment.status === 'held') answer.held.push({ id: shipment.id, reason: shipment.holdReason ?? 'Held for approval.' })
        }
        if (use && claimed !== null) await recordAnswer({ payload, req }, { id: claimed, use }, { status: CREATED, body: answer })
        return answer
      },
      { user },
    )
    return { ok: true, ...created }
  } catch (error) {
    return settle(payload, use, refusalOf(error, payload, 'Nothing was booked: your stock is unchanged.'))
  }
}
