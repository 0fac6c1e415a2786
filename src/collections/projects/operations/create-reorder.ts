import type { Payload, PayloadRequest } from 'payload'

import { FILE_UNDER_COMPANY } from '@/collections/companies/assign-company'
import { companiesAllowing } from '@/collections/companies/member-companies'
import type { OperationCall } from '@/collections/customer-endpoint'
import { NOT_A_REQUESTER } from '@/collections/companies/requesting-member'

import { KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'
import { personName } from '@/domain/customer-name'
import { parseReorderSource, reorderLines, reorderName, type OrderedLine, type ReorderSource } from '@/domain/reorder'
import { queueStaffNotice } from '@/email/staff-notice'
import { reorderRequestedEmail } from '@/email/templates/reorder-requested'
import { clientError } from '@/platform/http/client-error'
import { refusal, refusalOf, type Result } from '@/platform/result'
import { claimKey, keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from '@/platform/idempotency/key-store'
import { relationId } from '@/platform/relation-id'
import type { Customer } from '@/payload-types'
import { serverURL } from '@/platform/http/server-url'
import { inTransaction } from '@/platform/database/transactions'

/** The project made; `replayed` when it is an earlier request's, by its key. */
export type Reordered = { project: number; replayed?: true }

/** The key scope both the dashboard's button and REST share, so a retry through either is one request. */
export const REORDER_ENDPOINT = 'projects/reorder'

const CREATED = 201

const NOT_FOUND = { order: 'We couldn’t find that order.', 'inventory-item': 'We couldn’t find that inventory item.' } as const

const resultOfEarlier = (verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): Result<Reordered> => {
  if (verdict.kind === 'replay') return { ok: true, project: (verdict.body as { project: number }).project, replayed: true }
  return refusal(KEY_REFUSALS[verdict.kind].status, KEY_REFUSALS[verdict.kind].message)
}

/** A failure of a keyed request may be a racing duplicate's doing: if the key now has an answer, that is the answer. */
const settle = async (payload: Payload, use: KeyUse | null, failure: Result<Reordered>): Promise<Result<Reordered>> => {
  if (!use) return failure
  const verdict = await verdictFor(payload, use)
  return verdict.kind === 'proceed' ? failure : resultOfEarlier(verdict)
}

type Source = { order: { id: number; name: string; company: number | null }; lineIds: number[] }

/**
 * The order to repeat and which of its lines, read only among the documents of the companies where
 * the customer's role makes requests: an inventory item repeats the line its stock came from.
 * Anything else reads as not found.
 */
async function sourceOf(tx: PayloadRequest, companies: number[], source: ReorderSource): Promise<Source> {
  const owned = { company: { in: companies } }
  let orderId: number | null = source.kind === 'order' ? source.order : null
  let lineIds: number[] | null = null
  if (source.kind === 'inventory-item') {
    const { docs } = await tx.payload.find({
      collection: 'inventory-items',
      where: { and: [{ id: { equals: source.inventoryItem } }, owned] },
      limit: 1,
      depth: 0,
      select: { order: true, lineItems: true },
      req: tx,
    })
    if (!docs[0]) throw clientError(NOT_FOUND['inventory-item'], 404)
    orderId = relationId(docs[0].order)
    lineIds = (docs[0].lineItems ?? []).map(relationId).filter((id): id is number => id !== null)
    if (orderId === null || lineIds.length === 0) {
      throw clientError('This stock did not come from one of your orders, so there is nothing to repeat. Send us an enquiry instead.', 409)
    }
  }
  const { docs } = await tx.payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, owned] },
    limit: 1,
    depth: 0,
    select: { name: true, lineItems: true, company: true },
    req: tx,
  })
  const order = docs[0]
  if (!order) throw clientError(NOT_FOUND[source.kind], 404)
  const ofOrder = (order.lineItems ?? []).map(relationId).filter((id): id is number => id !== null)
  const chosen = lineIds ? ofOrder.filter((id) => lineIds.includes(id)) : ofOrder
  if (chosen.length === 0) throw clientError('That order has no products to repeat.', 409)
  return { order: { id: order.id, name: order.name, company: relationId(order.company) }, lineIds: chosen }
}

async function orderedLines(tx: PayloadRequest, ids: number[]): Promise<OrderedLine[]> {
  const { docs } = await tx.payload.find({
    collection: 'line-items',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: {
      title: true,
      position: true,
      product: true,
      variant: true,
      customDesignOptions: true,
      mockupImage: true,
      hasSizing: true,
      isPackaging: true,
      quantity: true,
      sizes: true,
    },
    req: tx,
  })
  const sizeRows = (rows: { sizingOption: unknown; quantity: number }[] | null | undefined) =>
    (rows ?? []).map((row) => ({ sizingOption: relationId(row.sizingOption)!, quantity: row.quantity }))
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    position: doc.position,
    product: relationId(doc.product),
    variant: relationId(doc.variant),
    customDesignOptions: (doc.customDesignOptions ?? []).map(relationId).filter((id): id is number => id !== null),
    mockupImage: relationId(doc.mockupImage),
    hasSizing: doc.hasSizing,
    isPackaging: doc.isPackaging,
    quantity: doc.quantity,
    sizes: doc.sizes ? { mens: sizeRows(doc.sizes.mens), womens: sizeRows(doc.sizes.womens) } : null,
  }))
}

const lineSummary = (line: { title: string; quantity: number }) => `${line.title} × ${line.quantity.toLocaleString('en-AU')}`

/**
 * "Reorder": a pending project for staff with the lines of an earlier order (or the one line an
 * inventory item came from), and a notice to staff, all in one transaction. The customer's own
 * documents only; the project is made by the server, since customers cannot create projects.
 * With an idempotency key the key is claimed in that transaction, so a double click or two racing
 * requests make one project and the second gets the first's answer.
 */
export async function createReorder({ req, input, key }: OperationCall): Promise<Result<Reordered>> {
  const { payload, user } = req
  const source = parseReorderSource(input)
  if ('error' in source) return refusal(400, source.error)
  const customer = user?.collection === 'customers' ? Number(user.id) : null
  if (customer === null) return refusal(403, 'Log in with a customer account to reorder.')
  const companies = await companiesAllowing(req as PayloadRequest, customer, 'request')
  if (companies.length === 0) return NOT_A_REQUESTER
  const use: KeyUse | null = key ? { endpoint: REORDER_ENDPOINT, client: keyClient(user), key, fingerprint: requestFingerprint(source) } : null
  if (use) {
    const earlier = await verdictFor(payload, use)
    if (earlier.kind !== 'proceed') return resultOfEarlier(earlier)
  }
  try {
    const project = await inTransaction(payload, async (tx) => {
      const claimed = use ? await claimKey(tx, use) : null
      const { order, lineIds } = await sourceOf(tx, companies, source)
      const lines = reorderLines(await orderedLines(tx, lineIds))
      const created = await tx.payload.create({
        collection: 'projects',
        data: { name: reorderName(order.name), customer, reorderOf: order.id, status: 'pending', visibility: 'active' },
        context: { [FILE_UNDER_COMPANY]: order.company },
        depth: 0,
        select: { name: true },
        req: tx,
      })
      for (const line of lines) {
        await tx.payload.create({ collection: 'line-items', data: { ...line, project: created.id }, depth: 0, select: { title: true }, req: tx })
      }
      await queueStaffNotice(
        tx,
        reorderRequestedEmail({
          customer: personName(user as Customer),
          orderName: order.name,
          projectName: created.name,
          lines: lines.map(lineSummary),
          adminLink: `${serverURL()}/admin/collections/projects/${created.id}`,
        }),
      )
      if (use && claimed !== null) await recordAnswer({ payload, req: tx }, { id: claimed, use }, { status: CREATED, body: { project: created.id } })
      return created.id
    })
    return { ok: true, project }
  } catch (error) {
    return settle(payload, use, refusalOf(error, payload, 'Nothing was reordered.', NOT_FOUND[source.kind]))
  }
}
