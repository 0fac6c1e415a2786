import type { Payload } from 'payload'

import { formatAddress } from '@/domain/address'
import {
  LINK_REFUSALS,
  linkState,
  stockCoversOneMore,
  type LinkLimits,
  type LinkRefusal,
  type LinkState,
  type RecipientLinkMode,
} from '@/domain/recipient-link'
import { linkHostName, type RecipientLinkAudience } from '@/domain/recipient-invitation'
import { checkRecipientResponse, type SizedLine } from '@/domain/recipient-response'
import { SIZE_GROUP_LABELS } from '@/domain/sizes'
import { shareKeysMatch } from '@/domain/share-key'
import { recipientLinkConfirmationEmail } from '@/email/templates/recipient-link-confirmation'
import { queueEmail } from '@/email/queue'
import { runStatement } from '@/platform/database/run-statement'
import { refusalOf, type Result } from '@/platform/result'
import { relationId } from '@/platform/relation-id'
import { inTransaction } from '@/platform/database/transactions'

/**
 * A recipient link as its holder meets it: the key is the permission (compared in constant time,
 * a wrong key reads exactly like an unknown link), and it opens this link's form and nothing else.
 * A link for invited people only opens with one invitation's own key, never with the link's.
 */

export type LinkItem = { inventoryItem: number; title: string; quantity: number; available: number }

/** The one invitation a key of an invited-only link stands for. */
export type HeldInvitation = { id: number; name: string; email: string; answeredAt: string | null }

export type HeldLink = LinkLimits & {
  id: number
  name: string
  mode: RecipientLinkMode
  audience: RecipientLinkAudience
  invitation: HeldInvitation | null
  message: string | null
  customer: number
  company: string
  project: number | null
  sizedLines: SizedLine[]
  items: LinkItem[]
}

const routeId = (id: string | number): number | null => (/^\d{1,12}$/.test(String(id)) ? Number(id) : null)

/** The invitation to link `id` whose key is `key` (the key is compared again by the caller). */
async function findInvitation(payload: Payload, link: number, key: string) {
  const { docs } = await payload.find({
    collection: 'recipient-invitations',
    where: { and: [{ link: { equals: link } }, { shareKey: { equals: key } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true, answeredAt: true, shareKey: true },
  })
  return docs[0] ?? null
}

/** The link `id` opened with `key`, or null: trusted read, since a recipient has no account. */
export async function findHeldLink(payload: Payload, id: string | number, key: unknown): Promise<HeldLink | null> {
  const numericId = routeId(id)
  if (numericId === null || typeof key !== 'string' || key.length > 200) return null
  const link = await payload.findByID({
    collection: 'recipient-links',
    id: numericId,
    depth: 1,
    disableErrors: true,
    overrideAccess: true,
    populate: { customers: { company: true, firstName: true, lastName: true }, 'inventory-items': { title: true, quantityAvailable: true } },
  })
  if (!link) return null
  const invitation = link.audience === 'invited' ? await findInvitation(payload, link.id, key) : null
  if (!shareKeysMatch(invitation ? invitation.shareKey : link.audience === 'invited' ? null : link.shareKey, key)) return null
  const customer = typeof link.customer === 'object' ? link.customer : null
  const project = relationId(link.project)
  const lines = project
    ? await payload.find({
        collection: 'line-items',
        where: { and: [{ project: { equals: project } }, { hasSizing: { equals: true } }] },
        sort: 'position',
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { title: true },
      })
    : { docs: [] }
  return {
    id: link.id,
    name: link.name,
    mode: link.mode,
    message: link.message ?? null,
    customer: relationId(link.customer)!,
    audience: link.audience ?? 'anyone',
    invitation: invitation
      ? { id: invitation.id, name: invitation.name ?? '', email: invitation.email, answeredAt: invitation.answeredAt ?? null }
      : null,
    company: linkHostName(customer),
    project,
    closedAt: link.closedAt,
    expiresAt: link.expiresAt,
    cap: link.cap,
    responseCount: link.responseCount,
    sizedLines: lines.docs.map((line) => ({ id: line.id, title: line.title })),
    items: (link.items ?? []).map((line) => {
      const item = typeof line.inventoryItem === 'object' ? line.inventoryItem : null
      return {
        inventoryItem: relationId(line.inventoryItem)!,
        title: item?.title ?? 'An item',
        quantity: line.quantity ?? 1,
        available: item?.quantityAvailable ?? 0,
      }
    }),
  }
}

/** Open, or why not: a ship link whose stock cannot cover one more recipient is all claimed. */
export function heldLinkState(link: Pick<HeldLink, keyof LinkLimits | 'mode' | 'items'>, now = new Date()): LinkState | 'claimed' {
  const state = linkState(link, now)
  if (state === 'open' && link.mode === 'ship' && !stockCoversOneMore(link.items)) return 'claimed'
  return state
}

/** What the holder of this key meets: an invitation already answered says so before anything else. */
export function holderState(link: HeldLink, now = new Date()): LinkState | 'claimed' | 'answered' {
  return link.invitation?.answeredAt ? 'answered' : heldLinkState(link, now)
}

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
    firstName: recipient.fullName.split(/\s+/)[0]!,
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
