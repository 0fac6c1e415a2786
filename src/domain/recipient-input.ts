// A recipient as the address form, the CSV import and the server action all check it: one zod
// schema, so the browser and the server give the same field-level messages.
import { z } from 'zod'

import { AUSTRALIAN_STATES, countryName, validateAustralianAddress } from './address'
import { countryCodeFor } from './countries'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './input-shape'
import { formatPhone } from './phone'

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .transform((value) => value || undefined)

// "nsw", "NSW" and "New South Wales" all mean NSW; anything else is left for the check to name.
function australianStateCode(state: string | undefined): string | undefined {
  if (!state) return state
  const match = AUSTRALIAN_STATES.find(({ code, name }) => code === state.toUpperCase() || name.toLowerCase() === state.toLowerCase())
  return match?.code ?? state
}

const EMAIL = z.email()

/** The fields a recipient is made of, each checked alone (lengths, no control characters). */
const recipientFieldsSchema = z.object({
  fullName: text(200, 'Keep the name under 200 characters.'),
  companyName: text(200, 'Keep the company name under 200 characters.'),
  email: text(254, 'Keep the email under 254 characters.'),
  phone: text(32, 'Keep the phone number under 32 characters.'),
  address1: text(200, 'Keep the street address under 200 characters.'),
  address2: text(200, 'Keep the second address line under 200 characters.'),
  suburb: text(100, 'Keep the suburb under 100 characters.'),
  state: text(100, 'Keep the state under 100 characters.'),
  postcode: text(12, 'Keep the postcode under 12 characters.'),
  country: text(60, 'Use a country name or its two-letter code.'),
})

export const recipientInputSchema = recipientFieldsSchema
  .transform(({ country, state, email, ...recipient }) => {
    const code = country ? (countryCodeFor(country) ?? country) : 'AU'
    return {
      ...recipient,
      email: email?.toLowerCase(),
      country: code,
      state: code === 'AU' ? australianStateCode(state) : state,
    }
  })
  // Every check in one pass, so a form shows all its problems at once.
  .superRefine((recipient, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (!recipient.fullName) problem('fullName', 'Enter the recipient’s full name.')
    if (recipient.email && !EMAIL.safeParse(recipient.email).success) {
      problem('email', 'Enter a valid email address, or leave it blank.')
    }
    if (countryCodeFor(recipient.country) !== recipient.country) {
      problem('country', `"${recipient.country}" is not a country we know. Use a country name or its two-letter code.`)
      return
    }
    if (recipient.country === 'AU') {
      for (const [field, message] of Object.entries(validateAustralianAddress(recipient))) problem(field, message)
    } else {
      if (!recipient.address1) problem('address1', 'Enter a street address.')
      if (!recipient.suburb) problem('suburb', 'Enter a town or city.')
    }
    if (recipient.phone && !formatPhone(recipient.country, recipient.phone)) {
      problem('phone', `Enter a valid phone number for ${countryName(recipient.country)}, or leave it blank.`)
    }
  })
  .transform((recipient) => ({
    ...recipient,
    fullName: recipient.fullName!,
    address1: recipient.address1!,
    suburb: recipient.suburb!,
    phone: recipient.phone ? (formatPhone(recipient.country, recipient.phone) ?? recipient.phone) : undefined,
  }))
  .meta({ id: 'RecipientInput', description: 'A recipient as the address form takes one.' })

export type RecipientFormValues = z.input<typeof recipientInputSchema>
export type RecipientInput = z.output<typeof recipientInputSchema>
export type RecipientField = keyof RecipientFormValues

/** Field name → the first problem with it, in plain words. */
export function recipientFieldErrors(error: z.ZodError): Partial<Record<RecipientField, string>> {
  const errors: Partial<Record<RecipientField, string>> = {}
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? 'fullName') as RecipientField
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * A change to some of a recipient's fields: a field sent replaces the stored one, null or an empty
 * string clears it, and one not sent is kept. The changed recipient as a whole is then checked by
 * recipientInputSchema, so a new postcode must still suit the state.
 */
export const recipientChangeSchema = z
  .object(
    Object.fromEntries(Object.entries(recipientFieldsSchema.shape).map(([field, schema]) => [field, schema.nullable()])) as {
      [F in RecipientField]: z.ZodNullable<(typeof recipientFieldsSchema.shape)[F]>
    },
  )
  // Strict, so a misspelt field is refused rather than quietly changing nothing.
  .strict()
  // Only a change that is otherwise good can be empty; a misspelt field is its own problem.
  .refine((change) => Object.keys(change).length > 0, {
    message: 'Send at least one field to change.',
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'RecipientChange' })
