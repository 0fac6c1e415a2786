// What a recipient may be asked for through their delivery-details link: an address the carrier
// can deliver to, or an ID the destination's customs require. One link per shipment asks for
// exactly what is missing, and each answer is checked the way the form shows it.

import { recipientInputSchema } from '../recipient-input'
import { RECIPIENT_ID_KINDS, type RecipientIdKind } from './customs'
import { RECIPIENT_ID_RULES } from './recipient-ids'

export const DELIVERY_DETAILS = ['address', ...RECIPIENT_ID_KINDS] as const
export type DeliveryDetail = (typeof DELIVERY_DETAILS)[number]

export const DELIVERY_DETAIL_LABELS: Record<DeliveryDetail, string> = {
  address: 'Corrected delivery address',
  ...(Object.fromEntries(RECIPIENT_ID_KINDS.map((kind) => [kind, RECIPIENT_ID_RULES[kind].label])) as Record<RecipientIdKind, string>),
}

/** The public page a shipment's delivery-details link opens: no login, the key is the secret. */
export const deliveryDetailsPath = (key: string) => `/delivery-details/${key}`

/** The address lines a recipient may correct; who they are and their country stay as the sender entered them. */
export const ADDRESS_DETAIL_FIELDS = ['address1', 'address2', 'suburb', 'state', 'postcode'] as const

type CurrentRecipient = { fullName: string; country?: string | null }

/** What a recipient gave, checked: the new address lines and IDs as carriers are sent them. */
export type CheckedDetails = {
  address?: Record<(typeof ADDRESS_DETAIL_FIELDS)[number], string | undefined>
  ids: Partial<Record<RecipientIdKind, string>>
}

/**
 * The recipient's answer to the details asked, checked field by field; unasked fields are ignored.
 * Errors are keyed by the form's field names.
 */
export function checkDeliveryDetails(
  needed: readonly DeliveryDetail[],
  input: Record<string, unknown>,
  recipient: CurrentRecipient,
): { ok: true; details: CheckedDetails } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const text = (field: string) => (typeof input[field] === 'string' ? (input[field] as string) : '')
  const details: CheckedDetails = { ids: {} }
  if (needed.includes('address')) {
    // Only the lines are checked: who the recipient is stays as the sender entered it.
    const parsed = recipientInputSchema.safeParse({
      fullName: recipient.fullName,
      country: recipient.country || 'AU',
      ...Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, text(field)])),
    })
    if (parsed.success) {
      details.address = Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, parsed.data[field]])) as CheckedDetails['address']
    } else {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '')
        errors[(ADDRESS_DETAIL_FIELDS as readonly string[]).includes(field) ? field : 'address1'] ??= issue.message
      }
    }
  }
  for (const kind of RECIPIENT_ID_KINDS) {
    if (!needed.includes(kind)) continue
    const value = RECIPIENT_ID_RULES[kind].normalise(text(kind))
    if (value) details.ids[kind] = value
    else
      errors[kind] = text(kind).trim()
        ? `That is not a valid ${RECIPIENT_ID_RULES[kind].label}. ${RECIPIENT_ID_RULES[kind].hint}`
        : `Enter your ${RECIPIENT_ID_RULES[kind].label}.`
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, details }
}

/** A carrier's note for a failed delivery that blames the address, in the words carriers use. */
export const blamesAddress = (note: string | null | undefined): boolean =>
  /address|unknown (recipient|consignee|at)|not known at|no such (street|number)|insufficient|incomplete/i.test(note ?? '')

/** What a shipment asks after adding `more`, in the list's order, and whether that is anything new. */
export function detailsAfter(
  asked: readonly string[] | null | undefined,
  more: readonly DeliveryDetail[],
): { needed: DeliveryDetail[]; added: boolean } {
  const now = new Set([...(asked ?? []), ...more])
  const needed = DELIVERY_DETAILS.filter((detail) => now.has(detail))
  return { needed, added: needed.length > (asked ?? []).filter((detail) => (DELIVERY_DETAILS as readonly string[]).includes(detail)).length }
}

type Asking = { detailsNeeded?: string[] | null }

/** Whether a change asked the recipient for something they had not been asked. */
export const askedForMore = (doc: Asking, previousDoc?: Asking | null): boolean =>
  (doc.detailsNeeded ?? []).some((detail) => !(previousDoc?.detailsNeeded ?? []).includes(detail))
