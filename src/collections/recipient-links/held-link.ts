import type { Payload } from 'payload'

import { linkState, stockCoversOneMore, type LinkLimits, type LinkState, type RecipientLinkMode } from '@/domain/recipient-link'
import { linkHostName, type RecipientLinkAudience } from '@/domain/recipient-invitation'
import type { SizedLine } from '@/domain/recipient-response'
import { shareKeysMatch } from '@/domain/share-key'
import { relationId } from '@/platform/relation-id'

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
export function heldLinkState(
  link: Pick<HeldLink, keyof LinkLimits | 'mode'> & { items: Pick<LinkItem, 'quantity' | 'available'>[] },
  now = new Date(),
): LinkState | 'claimed' {
  const state = linkState(link, now)
  if (state === 'open' && link.mode === 'ship' && !stockCoversOneMore(link.items)) return 'claimed'
  return state
}

/** What the holder of this key meets: an invitation already answered says so before anything else. */
export function holderState(link: HeldLink, now = new Date()): LinkState | 'claimed' | 'answered' {
  return link.invitation?.answeredAt ? 'answered' : heldLinkState(link, now)
}
