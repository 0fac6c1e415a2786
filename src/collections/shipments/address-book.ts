import type { Payload, PayloadRequest } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'
import { csvFileProblem, parseRecipientCsv, type CsvFile, type CsvRowProblem } from '@/domain/recipient-csv'
import { recipientFieldErrors, recipientInputSchema, type RecipientInput } from '@/domain/recipient-input'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, refusalOf, type Result } from '@/platform/result'

/**
 * The customer's address book: read, add one recipient, or import many from a CSV file. Writes
 * run as the given user with access control on, so a recipient always belongs to whoever added it.
 */

export type AddressBookEntry = { id: number; name: string; company: string | null; email: string | null; address: string }

const ENTRY_SELECT = { fullName: true, companyName: true, email: true, formattedAddress: true } as const

type EntryDoc = {
  id: number
  fullName: string
  companyName?: string | null
  email?: string | null
  formattedAddress?: string | null
}

const toEntry = (doc: EntryDoc): AddressBookEntry => ({
  id: doc.id,
  name: doc.fullName,
  company: doc.companyName || null,
  email: doc.email || null,
  address: doc.formattedAddress ?? '',
})

/** Enough for any real address book; the picker filters it in the browser. */
const ADDRESS_BOOK_LIMIT = 2000

export async function getAddressBook(payload: Payload, customer: CustomerUser): Promise<AddressBookEntry[]> {
  const { docs } = await payload.find({
    collection: 'recipients',
    where: { customer: { equals: customer.id } },
    sort: 'fullName',
    limit: ADDRESS_BOOK_LIMIT,
    depth: 0,
    user: customer,
    overrideAccess: false,
    select: ENTRY_SELECT,
  })
  return docs.map(toEntry)
}

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
