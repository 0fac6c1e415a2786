// Asking staff to donate idle stock: what the ask may carry.
import { z } from 'zod'

import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './input-shape'

/** The longest note a member may leave staff with a donation request. */
export const MAX_DONATION_NOTE = 500

/** An ask to donate an item's remaining stock: the item, and an optional note for staff. */
export const donationAskSchema = z.object({
  inventoryItem: z.number({ error: 'Choose an inventory item.' }).int('Choose an inventory item.').positive('Choose an inventory item.'),
  note: z
    .string({ error: 'Write the note as text.' })
    .trim()
    .max(MAX_DONATION_NOTE, `Keep the note to ${MAX_DONATION_NOTE} characters.`)
    .refine((note) => !hasControlCharacters(note), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((note) => note || null),
})
