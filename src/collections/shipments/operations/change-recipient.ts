import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import { RECIPIENT_FIELDS } from '@/collections/shipments/address-book'
import { recipientChangeSchema, recipientFieldErrors, recipientInputSchema, type RecipientField } from '@/domain/recipient-input'
import { refusal, type Result } from '@/platform/result'

/** A recipient (its id) and the fields to change, as sent. */
export type RecipientChange = { id: number; change: unknown }

const NOT_FOUND = 'We couldn’t find that recipient.'

// A stored or sent field that is empty (null) reads as not given, as the address form reads an empty box.
const given = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value ?? undefined]))

/**
 * Changes some of an address book entry's fields as the caller: the entry as changed is checked
 * by the address form's schema as a whole (a new postcode must suit the state), and written with
 * access control on, so another customer's entry reads as missing (see changeFields).
 */
export async function changeRecipient({ req, input }: OperationCall<RecipientChange>): Promise<Result> {
  const change = recipientChangeSchema.safeParse(input.change)
  if (!change.success) return refusal(400, 'Check the highlighted fields.', recipientFieldErrors(change.error))
  const stored = await req.payload.findByID({
    collection: 'recipients',
    id: input.id,
    depth: 0,
    select: RECIPIENT_FIELDS,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!stored) return refusal(404, NOT_FOUND)
  // The change as sent (checked above): only the fields it names replace the stored ones.
  const changed = recipientInputSchema.safeParse({ ...given(stored), ...given(input.change as Record<string, unknown>) })
  if (!changed.success) return refusal(400, 'Check the highlighted fields.', recipientFieldErrors(changed.error))
  // Every field is written, normalised as the form would (a state's name becomes its code); a cleared one as null.
  const data = Object.fromEntries(Object.keys(RECIPIENT_FIELDS).map((field) => [field, changed.data[field as RecipientField] ?? null]))
  return changeFields(req, { collection: 'recipients', id: input.id, data, notChanged: 'The recipient was not changed.', notFound: NOT_FOUND })
}
