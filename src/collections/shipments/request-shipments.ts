import type { Payload, PayloadRequest } from 'payload'

import { KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'
import { requestShortfalls, shipmentRequestProblem, shipmentRequestSchema } from '@/domain/shipment-request'
import { inTransaction } from '@/platform/database/transactions'
import { failureOf, type Failure } from '@/platform/failure'
import { claimKey, keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from '@/platform/idempotency/key-store'

/**
 * Requesting shipments, the one operation behind both the dashboard's server action and
 * POST /payload-api/shipments/request (request-endpoints.ts).
 */

export type ShipmentRequestResult = { ok: true; shipments: number[]; replayed?: true } | (Failure & { field: 'items' | 'recipients' | 'form' })

/** The endpoint both the dashboard action and REST share, so a retry through either is one request. */
export const SHIPMENT_REQUEST_ENDPOINT = 'shipments/request'

const CREATED = 201

/** A request whose key was used before gets that request's answer, or is refused. */
const resultOfEarlier = (verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): ShipmentRequestResult => {
  if (verdict.kind === 'replay') return { ok: true, shipments: (verdict.body as { shipments: number[] }).shipments, replayed: true }
  return { ok: false, status: KEY_REFUSALS[verdict.kind].status, message: KEY_REFUSALS[verdict.kind].message, field: 'form' }
}

/**
 * A failure of a keyed request may be a racing duplicate's doing (its booking took the stock, or
 * the unique index refused this one's key): if the key now has an answer, that answer is the one.
 */
const settle = async (payload: Payload, use: KeyUse | null, failure: ShipmentRequestResult): Promise<ShipmentRequestResult> => {
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
export async function requestShipments(
  payload: Payload,
  user: PayloadRequest['user'],
  input: unknown,
  key: string | null = null,
): Promise<ShipmentRequestResult> {
  const parsed = shipmentRequestSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, ...shipmentRequestProblem(parsed.error) }
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
    return {
      ok: false,
      status: 400,
      field: 'recipients',
      message: 'Choose recipients from your address book. One of them is not in it.',
    }
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
    return {
      ok: false,
      status: 400,
      field: 'items',
      message: `Inventory item ${missing.inventoryItem} is not in your inventory.`,
    }
  }
  // A friendly early answer; the guarded decrement inside the transaction is what decides.
  const shortfalls = requestShortfalls(items, recipients.length, available)
  if (shortfalls.length > 0) return settle(payload, use, { ok: false, status: 409, field: 'items', message: shortfalls.join(' ') })

  try {
    const created = await inTransaction(
      payload,
      async (req) => {
        const claimed = use ? await claimKey(req, use) : null
        const ids: number[] = []
        for (const recipient of recipients) {
          const shipment = await payload.create({
            collection: 'shipments',
            data: { customer: Number(user!.id), status: 'requested', recipient, items },
            select: { status: true },
            req,
            ...readAs,
          })
          ids.push(shipment.id)
        }
        if (use && claimed !== null) await recordAnswer({ payload, req }, { id: claimed, use }, { status: CREATED, body: { shipments: ids } })
        return ids
      },
      { user },
    )
    return { ok: true, shipments: created }
  } catch (error) {
    return settle(payload, use, { ...failureOf(error, payload, 'Nothing was booked: your stock is unchanged.'), field: 'form' })
  }
}
