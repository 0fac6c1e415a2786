import type { Payload } from 'payload'

import { type HeldLink, holderState, type LinkItem } from '@/collections/recipient-links/held-link'
import { formatAddress } from '@/domain/address'
import { LINK_REFUSALS, linkState, type LinkRefusal, type LinkState } from '@/domain/recipient-link'
import { checkRecipientResponse } from '@/domain/recipient-response'
import { SIZE_GROUP_LABELS } from '@/domain/sizes'
import { recipientLinkConfirmationEmail } from '@/email/templates/recipient-link-confirmation'
import { queueEmail } from '@/email/queue'
import { runStatement } from '@/platform/database/run-statement'
import { refusalOf, type Result } from '@/platform/result'
import { inTransaction } from '@/platform/database/transactions'
import { firstNameOf } from '@/domain/customer-name'

/**
 * A link's holder sends its form: the response taken, and on a link that ships its shipment
 * booked, in one transaction.
 */

/** The response taken, and the shipment it booked on a link that ships. */
export type Responded = { response: number; shipment: number | null }

class LinkRefused extends Error {
  constructor(readonly refusal: LinkRefusal) {
    super(refusal.message)
  }
}

const refusal = (state: Exclude<LinkState, 'open'> | 'claimed' | 'answered'): Result<Responded> => ({ ok: false, ...LINK_REFUSALS[state] })

/**
 * Takes one place on the link in a single conditional statement: it succeeds only while the link
 * is open, unexpired and under its cap, and on PostgreSQL holds the link's row until the
 * submission commits, so submissions to one link queue and the cap can never be overrun.
 */
async function takePlace(req: Parameters<typeof runStatement>[0], id: number, now: Date): Promise<void> {
  const taken = await runStatement(
    req,
    (sql) => sql`UPDATE recipient_links SET response_count = COALESCE(response_count, 0) + 1
      WHERE id = ${id} AND closed_at IS NULL AND (expires_at IS NULL OR expires_at > ${now.toISOString()})
        AND (cap IS NULL OR COALESCE(response_count, 0) < cap)
      RETURNING response_count`,
  )
  if (taken.length > 0) return
  const [row] = await runStatement(req, (sql) => sql`SELECT closed_at, expires_at, cap, response_count FROM recipient_links WHERE id = ${id}`)
  const state = linkState(
    {
      closedAt: row?.closed_at ? String(row.closed_at) : null,
      expiresAt: row?.expires_at ? new Date(row.expires_at as string).toISOString() : null,
      cap: row?.cap == null ? null : Number(row.cap),
      responseCount: Number(row?.response_count ?? 0),
    },
    now,
  )
  throw new LinkRefused(LINK_REFUSALS[state === 'open' ? 'full' : state])
}

/**
 * Marks a single-use invitation answered in one conditional statement: of two responses sent at
 * the same moment, one finds it unanswered and the other finds nothing to update (PostgreSQL makes
 * the second wait for the first to commit; SQLite runs write transactions one at a time).
 */
async function answerInvitation(req: Parameters<typeof runStatement>[0], id: number, now: Date): Promise<void> {
  const answered = await runStatement(
    req,
    (sql) => sql`UPDATE recipient_invitations SET answered_at = ${now.toISOString()} WHERE id = ${id} AND answered_at IS NULL RETURNING id`,
  )
  if (answered.length === 0) throw new LinkRefused(LINK_REFUSALS.answered)
}

/** An early answer only: the shipment's guarded ledger decrement is what decides. */
async function stockCovers(req: Parameters<typeof runStatement>[0], items: LinkItem[]): Promise<boolean> {
  for (const item of items) {
    const [row] = await runStatement(req, (sql) => sql`SELECT quantity_available FROM inventory_items WHERE id = ${item.inventoryItem}`)
    if (Number(row?.quantity_available ?? 0) < item.quantity) return false
  }
  return true
}

const sizeLabel = (group: keyof typeof SIZE_GROUP_LABELS, label: string) => `${SIZE_GROUP_LABELS[group]} ${label}`

/**
 * A recipient's response through a link, all of it in one transaction: the place on the link,
 * for a ship link the address book entry and the shipment (booked by the shipments collection's
 * own guarded ledger decrement), the response and the confirmation email. If the stock ran out
 * first, nothing is kept and the recipient reads "all claimed".
 */
export async function submitResponse(payload: Payload, link: HeldLink, raw: unknown): Promise<Result<Responded>> {
  const now = new Date()
  const state = holderState(link, now)
  if (state !== 'open') return refusal(state)
  const options = await payload.find({ collection: 'sizing-options', pagination: false, depth: 0, select: { label: true } })
  const checked = checkRecipientResponse(raw, { sizedLines: link.sizedLines, sizingOptions: options.docs.map((option) => option.id) })
  if (!checked.ok) {
    return { ok: false, status: 400, message: Object.values(checked.errors)[0] ?? 'Check the highlighted fields.', errors: checked.errors }
  }
  const { recipient, sizes } = checked
  const labels = new Map(options.docs.map((option) => [option.id, option.label]))
  const titles = new Map(link.sizedLines.map((line) => [line.id, line.title]))
  const email = await recipientLinkConfirmationEmail({
    firstName: firstNameOf(recipient.fullName),
    company: link.company,
    address: formatAddress(recipient),
    ships: link.mode === 'ship',
    lines:
      link.mode === 'ship'
        ? link.items.map((item) => `${item.quantity} × ${item.title}`)
        : sizes.map((size) => `${titles.get(size.lineItem)}: ${sizeLabel(size.group, labels.get(size.sizingOption) ?? '')}`),
  })
  try {
    return await inTransaction(payload, async (req) => {
      if (link.invitation) await answerInvitation(req, link.invitation.id, now)
      await takePlace(req, link.id, now)
      let shipment: number | null = null
      let addressBookEntry: number | null = null
      if (link.mode === 'ship') {
        // Once the stock is gone, later submissions stop here rather than after writing an address.
        if (!(await stockCovers(req, link.items))) throw new LinkRefused(LINK_REFUSALS.claimed)
        addressBookEntry = (
          await payload.create({
            collection: 'recipients',
            data: { ...recipient, customer: link.customer },
            depth: 0,
            select: { fullName: true },
            req,
          })
        ).id
        shipment = (
          await payload.create({
            collection: 'shipments',
            data: {
              customer: link.customer,
              status: 'requested',
              recipient: addressBookEntry,
              items: link.items.map(({ inventoryItem, quantity }) => ({ inventoryItem, quantity })),
            },
            depth: 0,
            select: { status: true },
            req,
          })
        ).id
      }
      const response = await payload.create({
        collection: 'recipient-responses',
        data: {
          ...recipient,
          link: link.id,
          customer: link.customer,
          mode: link.mode,
          formattedAddress: formatAddress(recipient),
          sizes,
          recipient: addressBookEntry,
          shipment,
        },
        depth: 0,
        select: { fullName: true },
        req,
      })
      if (link.invitation) {
        await runStatement(req, (sql) => sql`UPDATE recipient_invitations SET response_id = ${response.id} WHERE id = ${link.invitation!.id}`)
      }
      await queueEmail(payload, { to: recipient.email, ...email }, req)
      return { ok: true as const, response: response.id, shipment }
    })
  } catch (error) {
    if (error instanceof LinkRefused) return { ok: false, ...error.refusal }
    // The shipment's guarded decrement found the stock gone: someone else took the last of it.
    if (link.mode === 'ship' && (error as { status?: unknown }).status === 409) return refusal('claimed')
    return refusalOf(error, payload, 'Nothing was sent.')
  }
}
