import type { OperationCall } from '@/collections/customer-endpoint'

import { memberMayNow, ownCustomerRefusal } from '@/collections/companies/own-member-gate'
import { queueStaffNotice } from '@/email/staff-notice'
import { donationRequestedEmail } from '@/email/templates/donation-requested'
import { inTransaction } from '@/platform/database/transactions'
import { runStatement } from '@/platform/database/run-statement'
import { serverURL } from '@/platform/http/server-url'
import { companyDataTag, expireDashboardData } from '@/platform/next-cache/customer-data-tag.mjs'
import { relationId } from '@/platform/relation-id'
import { refusal, type Result } from '@/platform/result'

/** An item to give away, and a word for staff (a charity the company prefers, say). */
export type DonationAsk = { inventoryItem: number; note: string | null }

/** When the donation was asked for, and whether someone had asked already (then no second email). */
export type DonationAsked = { requestedAt: string; alreadyAsked: boolean }

const NOT_FOUND = 'We couldn’t find that inventory item.'

/**
 * Asks staff to donate what is left of an item, as a member who may make requests (read now, so a
 * member demoted a moment ago is refused). The request is claimed by one conditional update of
 * the item's `donation_requested_at`, with the email to staff queued in the same transaction: of
 * several asks at once, one claims it and emails; the rest hear it was asked already.
 */
export async function askToDonate({ req, input }: OperationCall<DonationAsk>): Promise<Result<DonationAsked>> {
  const { payload, user } = req
  const refused = ownCustomerRefusal(req, {
    signedOut: 'Log in with a customer account to ask for a donation.',
    staffViewing: 'Only the company’s own members ask for a donation; staff donate from the admin.',
  })
  if (refused) return refused
  const item = await payload.findByID({
    collection: 'inventory-items',
    id: input.inventoryItem,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
    select: { title: true, company: true, donationRequestedAt: true },
  })
  const company = relationId(item?.company)
  if (!item || company === null) return refusal(404, NOT_FOUND)
  if (!(await memberMayNow(req, company, 'request'))) {
    return refusal(403, 'Only members who make requests can ask us to donate stock.')
  }
  if (item.donationRequestedAt) return { ok: true, requestedAt: item.donationRequestedAt, alreadyAsked: true }

  const requestedAt = new Date().toISOString()
  const claimed = await inTransaction(payload, async (tx) => {
    const [row] = await runStatement(
      tx,
      (sql) => sql`UPDATE inventory_items SET donation_requested_at = ${requestedAt}, donation_requested_by_id = ${Number(user!.id)}
        WHERE id = ${item.id} AND donation_requested_at IS NULL AND quantity_available > 0 RETURNING quantity_available`,
    )
    if (!row) return false
    const { name } = await payload.findByID({ collection: 'companies', id: company, depth: 0, req: tx, select: { name: true } })
    const asker = user as { firstName?: string | null; lastName?: string | null; email: string }
    await queueStaffNotice(
      tx,
      donationRequestedEmail({
        itemTitle: item.title,
        units: Number(row.quantity_available),
        companyName: name,
        askedBy: [asker.firstName, asker.lastName].filter(Boolean).join(' ') || asker.email,
        note: input.note,
        adminLink: `${serverURL()}/admin/collections/inventory-items/${item.id}`,
      }),
    )
    return true
  })
  if (claimed) {
    // The claim is a statement of its own, which no collection hook announces: the company's kept
    // dashboard reads are expired here (a failed expiry leaves them to their lifetime).
    await expireDashboardData([companyDataTag(company)]).catch(() => undefined)
    return { ok: true, requestedAt, alreadyAsked: false }
  }
  // Someone asked a moment ago, or the last unit has just gone.
  const now = await payload.findByID({
    collection: 'inventory-items',
    id: item.id,
    depth: 0,
    select: { donationRequestedAt: true },
    disableErrors: true,
  })
  return now?.donationRequestedAt
    ? { ok: true, requestedAt: now.donationRequestedAt, alreadyAsked: true }
    : refusal(409, `There is no stock of ${item.title} left to donate.`)
}
