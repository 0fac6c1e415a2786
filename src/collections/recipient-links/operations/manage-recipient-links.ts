import type { Payload, PayloadRequest } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'
import { isCustomer } from '@/access/roles'
import { calendarDateInAustralia } from '@/domain/business-days'
import { linkFieldErrors, recipientLinkSchema } from '@/domain/recipient-link'
import { endOfDayInSydney } from '@/domain/sydney-day'
import { applyCurve, sizeCurve } from '@/domain/size-curve'
import { refusal, refusalOf, type Refusal, type Result } from '@/platform/result'
import { relationId } from '@/platform/relation-id'
import { inTransaction } from '@/platform/database/transactions'
import { sizeChoicesOf } from '@/collections/recipient-links/size-choices'
import { FILE_UNDER_COMPANY } from '@/collections/companies/assign-company'
import { mayRequestIn, NOT_A_REQUESTER, requestingCompanyOf } from '@/collections/companies/requesting-member'

/**
 * What a customer does with their recipient links: create, close, and apply a collect link's
 * size curve to its project. Shared by the dashboard's server actions and the REST endpoints.
 * Links are written as the server (the collection is staff-writable) only after the customer's
 * ownership is checked; line items are written as the customer, under their own rules.
 */

type User = PayloadRequest['user']

const NOT_FOUND: Refusal = refusal(404, 'We couldn’t find that link.')

const SIGNED_OUT: Refusal = refusal(401, 'Log in with a customer account to do this.')

/** The customer's own link by id, read as them: another customer's is simply not found. */
export async function ownLink(payload: Payload, user: User, id: number) {
  if (!isCustomer(user)) return null
  const { docs } = await payload.find({
    collection: 'recipient-links',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
    select: { mode: true, project: true, closedAt: true, name: true, company: true },
  })
  return docs[0] ?? null
}

export async function createRecipientLink({ req, input }: OperationCall): Promise<Result<{ id: number }>> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const parsed = recipientLinkSchema(calendarDateInAustralia(new Date())).safeParse(input)
  if (!parsed.success) {
    const errors = linkFieldErrors(parsed.error)
    return refusal(400, Object.values(errors)[0] ?? 'Check the highlighted fields.', errors)
  }
  const company = await requestingCompanyOf(req)
  if (company === null) return NOT_A_REQUESTER
  const { expiresOn, ...link } = parsed.data
  try {
    const created = await payload.create({
      collection: 'recipient-links',
      data: { ...link, audience: 'anyone', customer: Number(user!.id), expiresAt: expiresOn ? endOfDayInSydney(expiresOn) : null },
      depth: 0,
      select: { name: true },
      overrideAccess: true,
      context: { [FILE_UNDER_COMPANY]: company },
    })
    return { ok: true, id: created.id }
  } catch (error) {
    return refusalOf(error, payload, 'The link was not created.')
  }
}

/** Closes a link (`input`, its id) for good; closing a closed link changes nothing. */
export async function closeRecipientLink({ req, input: id }: OperationCall<number>): Promise<Result> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const link = await ownLink(payload, user, id)
  if (!link) return NOT_FOUND
  if (!(await mayRequestIn(req, relationId(link.company)))) return NOT_A_REQUESTER
  if (link.closedAt) return { ok: true }
  try {
    await payload.update({
      collection: 'recipient-links',
      id,
      data: { closedAt: new Date().toISOString() },
      depth: 0,
      select: { closedAt: true },
      overrideAccess: true,
    })
    return { ok: true }
  } catch (error) {
    return refusalOf(error, payload, 'The link is still open.', NOT_FOUND.message)
  }
}

/**
 * Writes the size curve of a collect link's responses (`input` is the link's id) onto its
 * project's sized items, each item scaled to its ordered quantity, all items or none. The line
 * items' own rules decide whether the customer may change sizes now (only while the proposal is open).
 */
export async function applySizeCurve({ req, input: id }: OperationCall<number>): Promise<Result<{ applied: string[] }>> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const link = await ownLink(payload, user, id)
  if (!link) return NOT_FOUND
  const project = relationId(link.project)
  if (link.mode !== 'collect' || !project) return refusal(400, 'Only a link that collects sizes has a size curve.')
  const readAs = { user, overrideAccess: false, depth: 0 } as const
  const [responses, lines] = await Promise.all([
    // Oldest first, so ties in the curve go to the size chosen first (applyCurve).
    payload.find({
      collection: 'recipient-responses',
      where: { link: { equals: id } },
      sort: 'id',
      pagination: false,
      select: { sizes: true },
      ...readAs,
    }),
    payload.find({
      collection: 'line-items',
      where: { and: [{ project: { equals: project } }, { hasSizing: { equals: true } }] },
      pagination: false,
      select: { title: true, quantity: true },
      ...readAs,
    }),
  ])
  const curve = new Map(sizeCurve(responses.docs.map((doc) => sizeChoicesOf(doc.sizes))).map((line) => [line.lineItem, line]))
  const targets = lines.docs.filter((line) => curve.has(line.id))
  if (targets.length === 0) return refusal(400, 'No sizes have come in yet, so there is nothing to apply.')
  try {
    await inTransaction(
      payload,
      async (req) => {
        for (const line of targets) {
          await payload.update({
            collection: 'line-items',
            id: line.id,
            data: { sizes: applyCurve(curve.get(line.id)!.counts, line.quantity ?? 0) },
            context: { requireCompleteSizes: true },
            select: { title: true },
            req,
            ...readAs,
          })
        }
      },
      { user },
    )
    return { ok: true, applied: targets.map((line) => line.title) }
  } catch (error) {
    return refusalOf(error, payload, 'The size grid is unchanged.', 'We couldn’t find that project.')
  }
}
