import type { Payload, PayloadRequest } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'
import { csvFileProblem, parseRecipientCsv, type CsvFile, type CsvRowProblem } from '@/domain/recipient-csv'
import { recipientFieldErrors, recipientInputSchema, type RecipientInput } from '@/domain/recipient-input'
import { type AddressBookEntry, ENTRY_SELECT, toEntry } from '@/collections/shipments/address-book'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, refusalOf, type Result } from '@/platform/result'

/**
 * Adding to the customer's address book: one recipient, or many from a CSV file. Writes run as the
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

/** The rows added, and each row left out with why. */
export type Imported = { imported: AddressBookEntry[]; problems: CsvRowProblem[] }

/** A CSV file as uploaded: what it says it is, and its bytes (none when refused by its declared size). */
export type CsvUpload = { file: CsvFile; bytes: Uint8Array }

/**
 * Imports the good rows of a recipients CSV and reports the others by row. The good rows go in
 * together: if one of them is refused after all, none is added and that row is named.
 */
export async function importRecipients({ req, input }: OperationCall<CsvUpload>): Promise<Result<Imported>> {
  const { payload, user } = req
  const { file, bytes } = input
  const text = new TextDecoder('utf-8').decode(bytes)
  const problem = csvFileProblem({ ...file, size: Math.max(file.size, bytes.byteLength) }, text)
  if (problem) return refusal(FILE_PROBLEM_STATUS[problem.kind], problem.message)
  const parsed = parseRecipientCsv(text)
  if (!parsed.ok) return refusal(400, parsed.message)
  let current = 0
  try {
    const imported = await inTransaction(
      payload,
      async (req) => {
        const entries: AddressBookEntry[] = []
        for (const { row, recipient } of parsed.rows) {
          current = row
          entries.push(await createOne(payload, user, recipient, req))
        }
        return entries
      },
      { user },
    )
    return { ok: true, imported, problems: parsed.problems }
  } catch (error) {
    const failure = refusalOf(error, payload, 'No recipients were imported; fix the row and try again.')
    return { ...failure, message: `Row ${current}: ${failure.message}` }
  }
}
