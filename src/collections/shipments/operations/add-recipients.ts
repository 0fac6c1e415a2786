import type { Payload, PayloadRequest } from 'payload'

import type { OperationCall, OperationRequest } from '@/collections/customer-endpoint'
import { csvFileProblem, parseRecipientCsv, type CsvFile, type CsvRowProblem } from '@/domain/recipient-csv'
import { recipientFieldErrors, recipientInputSchema, type RecipientInput } from '@/domain/recipient-input'
import { checkRecipientList, recipientListSchema, type RecipientListProblem, type RecipientRow } from '@/domain/recipient-list'
import { type AddressBookEntry, ENTRY_SELECT, toEntry } from '@/collections/shipments/address-book'
import { inTransaction } from '@/platform/database/transactions'
import { operationKey, type OperationKey } from '@/platform/idempotency/operation-key'
import { refusal, refusalOf, type Refusal, type Result } from '@/platform/result'

/**
 * Adding to the customer's address book: one recipient, or many from a CSV file or a list. Writes run as the
 * given user with access control on, so a recipient always belongs to whoever added it.
 */

type User = PayloadRequest['user']

const createOne = async (payload: Payload, user: User, recipient: RecipientInput, req?: PayloadRequest) =>
  toEntry(
    await payload.create({
      collection: 'recipients',
      data: { ...recipient, customer: Number(user!.id) },
      depth: 0,
      select: ENTRY_SELECT,
      req,
      user,
      overrideAccess: false,
    }),
  )

/** Adds one recipient from the address form, checked with the form's own schema. */
export async function addRecipient({ req, input }: OperationCall): Promise<Result<{ recipient: AddressBookEntry }>> {
  const { payload, user } = req
  const parsed = recipientInputSchema.safeParse(input)
  if (!parsed.success) {
    return refusal(400, 'Check the highlighted fields.', recipientFieldErrors(parsed.error))
  }
  try {
    return { ok: true, recipient: await createOne(payload, user, parsed.data) }
  } catch (error) {
    return refusalOf(error, payload, 'The recipient was not saved.')
  }
}

const FILE_PROBLEM_STATUS = { type: 415, size: 413, content: 400 } as const

/** The recipients added, and each one left out with why (`P`: a CSV row's problem, a list item's). */
export type Imported<P = CsvRowProblem> = { imported: AddressBookEntry[]; problems: P[] }

/**
 * Adds checked recipients together: if one of them is refused after all (by the collection's own
 * checks), none is added and `named` says which. With a key, it is claimed and answered in the
 * same transaction, so a retried or doubled import adds once.
 */
async function addTogether<P>(
  { payload, user }: OperationRequest,
  { rows, problems }: { rows: RecipientRow[]; problems: P[] },
  named: (at: number, refused: Refusal) => Refusal,
  keyed?: OperationKey<Imported<P>>,
): Promise<Result<Imported<P> & { replayed?: true }>> {
  let current = rows[0]?.at ?? 0
  const write = (req: PayloadRequest) => async () => {
    const imported: AddressBookEntry[] = []
    for (const { at, recipient } of rows) {
      current = at
      imported.push(await createOne(payload, user, recipient, req))
    }
    return { imported, problems }
  }
  try {
    const done = await inTransaction(payload, (req) => (keyed ? keyed.kept(req, 201, write(req)) : write(req)()), { user })
    return { ok: true, ...done }
  } catch (error) {
    const failure = named(current, refusalOf(error, payload, 'No recipients were imported; fix it and try again.'))
    return keyed ? keyed.settle(failure) : failure
  }
}

/** A CSV file as uploaded: what it says it is, and its bytes (none when refused by its declared size). */
export type CsvUpload = { file: CsvFile; bytes: Uint8Array }

/** Imports the good rows of a recipients CSV and reports the others by row (see addTogether). */
export async function importRecipients({ req, input }: OperationCall<CsvUpload>): Promise<Result<Imported>> {
  const { file, bytes } = input
  const text = new TextDecoder('utf-8').decode(bytes)
  const problem = csvFileProblem({ ...file, size: Math.max(file.size, bytes.byteLength) }, text)
  if (problem) return refusal(FILE_PROBLEM_STATUS[problem.kind], problem.message)
  const parsed = parseRecipientCsv(text)
  if (!parsed.ok) return refusal(400, parsed.message)
  return addTogether(req, parsed, (row, refused) => ({ ...refused, message: `Row ${row}: ${refused.message}` }))
}

/** The Idempotency-Key scope of a list's import. */
const RECIPIENT_LIST_ENDPOINT = 'recipients/import-list'

/**
 * Imports a list of recipients (`{ recipients: [...] }`, as the public API takes it): each checked
 * as a CSV row is, the good ones added together (see addTogether), the others reported by field.
 * A list with no good recipient adds nothing and is refused.
 */
export async function importRecipientList({ req, input, key }: OperationCall): Promise<Result<Imported<RecipientListProblem> & { replayed?: true }>> {
  const list = recipientListSchema.safeParse(input)
  if (!list.success) {
    const errors = Object.fromEntries(list.error.issues.map((issue) => [issue.path.join('.') || 'recipients', issue.message]))
    return refusal(400, Object.values(errors)[0]!, errors)
  }
  const keyed = operationKey<Imported<RecipientListProblem>>(req.payload, key, {
    endpoint: RECIPIENT_LIST_ENDPOINT,
    user: req.user,
    input: list.data,
  })
  const earlier = await keyed.earlier()
  if (earlier) return earlier
  const checked = checkRecipientList(list.data)
  if (checked.rows.length === 0) {
    const errors = Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message]))
    return refusal(400, 'No recipient in the list can be added; none was added.', errors)
  }
  return addTogether(
    req,
    checked,
    (index, refused) => ({ ...refused, message: `Recipient ${index}: ${refused.message}`, errors: { [`recipients.${index}`]: refused.message } }),
    keyed,
  )
}
