// Recipient links: a customer's link that the people getting the swag open to give their name,
// address and sizes (collect), or to claim a shipment from the customer's stock (ship).
import { z } from 'zod'

import { mergeShipmentLines } from './inventory-ledger'
import { MAX_ITEMS_PER_SHIPMENT } from './shipment-request'

export const RECIPIENT_LINK_MODES = ['collect', 'ship'] as const

export type RecipientLinkMode = (typeof RECIPIENT_LINK_MODES)[number]

export const RECIPIENT_LINK_MODE_LABELS: Record<RecipientLinkMode, string> = {
  collect: 'Collect sizes and addresses',
  ship: 'Ship from inventory',
}

export const MAX_LINK_CAP = 10_000
export const MAX_LINK_MESSAGE = 500

/** What decides whether a link takes another response. */
export type LinkLimits = {
  closedAt?: string | null
  expiresAt?: string | null
  cap?: number | null
  responseCount?: number | null
}

export const LINK_STATES = ['open', 'closed', 'expired', 'full'] as const

export type LinkState = (typeof LINK_STATES)[number]

/** Closed wins over expired, expired over full: the reason a recipient is told is the first that applies. */
export function linkState(link: LinkLimits, now: Date): LinkState {
  if (link.closedAt) return 'closed'
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now.getTime()) return 'expired'
  if (link.cap != null && (link.responseCount ?? 0) >= link.cap) return 'full'
  return 'open'
}

export type LinkRefusal = { status: number; message: string }

/** Why a link takes no more responses, in the words a recipient reads. */
export const LINK_REFUSALS: Record<Exclude<LinkState, 'open'> | 'claimed' | 'answered', LinkRefusal> = {
  closed: { status: 410, message: 'This link has been closed, so it takes no more responses.' },
  expired: { status: 410, message: 'This link has expired, so it takes no more responses.' },
  full: { status: 409, message: 'This link has had all the responses it was set up for.' },
  claimed: { status: 409, message: 'All claimed: everything this link was giving away has been sent to someone.' },
  // A single-use invitation's one response is in.
  answered: { status: 409, message: 'This invitation has already been answered, so it takes no more responses.' },
}

export const LINK_STATE_LABELS: Record<LinkState | 'claimed', string> = {
  open: 'Open',
  closed: 'Closed',
  expired: 'Expired',
  full: 'Full',
  claimed: 'All claimed',
}

/** Whether stock covers one more recipient: every item at its per-recipient quantity. */
export function stockCoversOneMore(lines: { quantity: number; available: number }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.available >= line.quantity)
}

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined)

const positiveId = z.number({ error: 'Choose from the list.' }).int().positive()

/** A new link as the dashboard's form (and the API) sends it; `today` is YYYY-MM-DD in Sydney. */
export const recipientLinkSchema = (today: string) =>
  z
    .object({
      mode: z.enum(RECIPIENT_LINK_MODES, 'Choose whether the link collects details or ships from stock.'),
      name: z.string('Give the link a name.').trim().min(1, 'Give the link a name.').max(120, 'Keep the name under 120 characters.'),
      message: optionalText(MAX_LINK_MESSAGE, `Keep the message under ${MAX_LINK_MESSAGE} characters.`),
      cap: z
        .number('The cap is a whole number.')
        .int('The cap is a whole number.')
        .min(1, 'Allow at least 1 response, or leave the cap empty.')
        .max(MAX_LINK_CAP, `A link takes at most ${MAX_LINK_CAP.toLocaleString('en-AU')} responses.`)
        .nullable()
        .default(null),
      expiresOn: z
        .string('Choose the last day the link is open.')
        .refine(isCalendarDate, { message: 'Choose the last day the link is open.', abort: true })
        .refine((value) => value >= today, 'Choose today or a later day.')
        .nullable()
        .default(null),
      project: positiveId.nullable().default(null),
      items: z
        .array(
          z.object({
            inventoryItem: positiveId,
            quantity: z.number('Enter a quantity.').int('Quantities are whole numbers.').min(1, 'Send at least 1 of each item.').default(1),
          }),
        )
        .max(MAX_ITEMS_PER_SHIPMENT, `A link can ship up to ${MAX_ITEMS_PER_SHIPMENT} different items.`)
        .default([])
        .transform((items) => mergeShipmentLines(items) as { inventoryItem: number; quantity: number }[]),
    })
    .superRefine((link, context) => {
      if (link.mode === 'collect' && !link.project) {
        context.addIssue({ code: 'custom', path: ['project'], message: 'Choose the project the link collects sizes for.' })
      }
      if (link.mode === 'ship' && link.items.length === 0) {
        context.addIssue({ code: 'custom', path: ['items'], message: 'Choose at least one item from your inventory to ship.' })
      }
    })
    .transform((link) => ({
      ...link,
      project: link.mode === 'collect' ? link.project : null,
      items: link.mode === 'ship' ? link.items : [],
    }))

export type RecipientLinkInput = z.output<ReturnType<typeof recipientLinkSchema>>

/** Field → the first problem with it, in plain words. */
export function linkFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}
