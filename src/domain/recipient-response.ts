// What a recipient sends through a link: their name, email and Australian address (checked by
// the address book's own schema), and for a collect link one size per sized item.
import { z } from 'zod'

import { recipientFieldErrors, recipientInputSchema, type RecipientInput } from './recipient-input'
import type { SizeChoice } from './size-curve'
import { SIZE_GROUPS } from './sizes'

export type SizedLine = { id: number; title: string }

const responseShape = z.object({
  recipient: z.record(z.string(), z.unknown(), 'Send the recipient’s details.'),
  sizes: z
    .array(
      z.object({ lineItem: z.number().int().positive(), group: z.enum(SIZE_GROUPS), sizingOption: z.number().int().positive() }),
      'Choose a size for each item.',
    )
    .max(200)
    .default([]),
})

export type ResponseErrors = Record<string, string>

export type CheckedResponse = { ok: true; recipient: RecipientInput & { email: string }; sizes: SizeChoice[] } | { ok: false; errors: ResponseErrors }

/**
 * Checks a response against the link: every problem at once, keyed by the form's field names
 * (`sizes.<line item id>` for a size). Addresses are Australian whatever country is sent.
 */
export function checkRecipientResponse(raw: unknown, context: { sizedLines: SizedLine[]; sizingOptions: Iterable<number> }): CheckedResponse {
  const shape = responseShape.safeParse(raw)
  if (!shape.success) return { ok: false, errors: { form: shape.error.issues[0]!.message } }
  const errors: ResponseErrors = {}
  const recipient = recipientInputSchema.safeParse({ ...shape.data.recipient, country: 'AU' })
  if (!recipient.success) Object.assign(errors, recipientFieldErrors(recipient.error))
  const email = recipient.success ? recipient.data.email : undefined
  if (recipient.success && !email) errors.email = 'Enter your email address so we can confirm your details.'

  const options = new Set(context.sizingOptions)
  const lines = new Set(context.sizedLines.map((line) => line.id))
  const chosen = new Map<number, SizeChoice>()
  for (const choice of shape.data.sizes) {
    if (!lines.has(choice.lineItem)) errors.sizes = 'Choose sizes only for the items on this link.'
    else if (!options.has(choice.sizingOption)) errors[`sizes.${choice.lineItem}`] = 'Choose a size from the list.'
    else chosen.set(choice.lineItem, choice)
  }
  for (const line of context.sizedLines) {
    if (!chosen.has(line.id)) errors[`sizes.${line.id}`] ??= `Choose your size for ${line.title}.`
  }
  if (Object.keys(errors).length > 0 || !recipient.success) return { ok: false, errors }
  return { ok: true, recipient: { ...recipient.data, email: email! }, sizes: context.sizedLines.map((line) => chosen.get(line.id)!) }
}
