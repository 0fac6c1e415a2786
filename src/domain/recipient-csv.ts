// Recipients imported from a spreadsheet: the file's limits, its columns, and a per-row report.
// Parsed with a real CSV parser (quoted commas and line breaks are data, not separators).
import Papa from 'papaparse'

import type { RecipientFormValues } from './recipient-input'
import { checkRecipient, MAX_RECIPIENTS_PER_IMPORT, type RecipientRow } from './recipient-list'

export const RECIPIENT_CSV_LIMITS = { maxBytes: 200 * 1024, maxRows: MAX_RECIPIENTS_PER_IMPORT } as const

type Column = { field: keyof RecipientFormValues; header: string; aliases: string[] }

export const RECIPIENT_CSV_COLUMNS: Column[] = [
  { field: 'fullName', header: 'Full name', aliases: ['name', 'recipient', 'recipientname', 'fullname'] },
  { field: 'companyName', header: 'Company', aliases: ['companyname', 'organisation', 'organization', 'business'] },
  { field: 'email', header: 'Email', aliases: ['emailaddress'] },
  { field: 'phone', header: 'Phone', aliases: ['phonenumber', 'mobile', 'telephone'] },
  { field: 'address1', header: 'Address line 1', aliases: ['address', 'street', 'streetaddress', 'address1'] },
  { field: 'address2', header: 'Address line 2', aliases: ['address2', 'unit', 'apartment'] },
  { field: 'suburb', header: 'Suburb', aliases: ['city', 'town', 'locality', 'suburbcity'] },
  { field: 'state', header: 'State', aliases: ['territory', 'region', 'province', 'statecode'] },
  { field: 'postcode', header: 'Postcode', aliases: ['postalcode', 'zip', 'zipcode', 'postcodezip'] },
  { field: 'country', header: 'Country', aliases: ['countrycode'] },
]

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

const FIELD_BY_HEADER = new Map(
  RECIPIENT_CSV_COLUMNS.flatMap((column) => [column.header, ...column.aliases].map((name) => [normalise(name), column.field] as const)),
)

/** A file to start from: the columns in order and two example rows (one Australian, one not). */
export function recipientCsvTemplate(): string {
  return Papa.unparse({
    fields: RECIPIENT_CSV_COLUMNS.map((column) => column.header),
    data: [
      [
        'Priya Sharma',
        'Harbour & Co.',
        'priya@example.com',
        '0412 345 678',
        'Level 4, 55 Collins Street',
        '',
        'Melbourne',
        'VIC',
        '3000',
        'Australia',
      ],
      ['Aroha Ngata', '', 'aroha@example.co.nz', '', '12 Queen Street', 'Apartment 3', 'Auckland', '', '1010', 'New Zealand'],
    ],
  })
}

export type CsvFile = { name: string; type: string; size: number }

// What browsers label a .csv file with: its own type, Excel's on Windows machines that have it,
// plain text or nothing where the system knows no better. The name must say .csv in every case,
// and the content is checked for being text, so a label alone lets nothing else in.
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain', ''])

export type CsvFileProblem = { kind: 'type' | 'size' | 'content'; message: string }

/** Why a file cannot be read as a recipients CSV before it is parsed; null when it can. */
export function csvFileProblem(file: CsvFile, text: string): CsvFileProblem | null {
  const limit = `${RECIPIENT_CSV_LIMITS.maxBytes / 1024} KB`
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.has(file.type.split(';')[0]!.trim().toLowerCase())) {
    return { kind: 'type', message: 'Choose a CSV file (.csv). Spreadsheets can be saved as CSV from the File menu.' }
  }
  if (file.size > RECIPIENT_CSV_LIMITS.maxBytes) {
    return { kind: 'size', message: `The file is larger than ${limit}. Split it into smaller files.` }
  }
  // A NUL or the replacement character means binary data (a spreadsheet or an image), not text.
  if (/[\u0000\uFFFD]/.test(text)) {
    return { kind: 'content', message: 'This file is not plain text. Save the spreadsheet as CSV (UTF-8) and try again.' }
  }
  if (!text.trim()) return { kind: 'content', message: 'The file is empty.' }
  return null
}

export type CsvRowProblem = { row: number; message: string }
/** The file's good rows (`at` is the row's number) and each other row's problem. */
export type RecipientCsvResult = { ok: true; rows: RecipientRow[]; problems: CsvRowProblem[] } | { ok: false; message: string }

const isBlank = (cells: string[]) => cells.every((cell) => !cell.trim())

/**
 * Reads the file's rows into recipients. Rows are numbered as a spreadsheet shows them (the
 * header is row 1), so "Row 3" is the row the customer sees as 3.
 */
export function parseRecipientCsv(text: string): RecipientCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const [header = [], ...records] = parsed.data
  const fields = header.map((name) => FIELD_BY_HEADER.get(normalise(name)) ?? null)
  const missing = (['fullName', 'address1', 'suburb'] as const).filter((field) => !fields.includes(field))
  if (missing.length > 0) {
    const names = missing.map((field) => `"${RECIPIENT_CSV_COLUMNS.find((c) => c.field === field)!.header}"`)
    const verb = names.length === 1 ? 'is' : 'are'
    return {
      ok: false,
      message: `The first row must name the columns; ${names.join(', ')} ${verb} missing. Start from the template.`,
    }
  }
  const numbered = records.map((cells, index) => ({ row: index + 2, cells })).filter(({ cells }) => !isBlank(cells))
  if (numbered.length === 0) return { ok: false, message: 'The file has no recipients under its header row.' }
  if (numbered.length > RECIPIENT_CSV_LIMITS.maxRows) {
    return {
      ok: false,
      message: `The file has ${numbered.length} recipients; import at most ${RECIPIENT_CSV_LIMITS.maxRows} at a time.`,
    }
  }
  const rowErrors = new Map<number, string>()
  for (const error of parsed.errors) {
    if (error.row !== undefined) rowErrors.set(error.row + 1, 'This row could not be read: check its quotation marks.')
  }
  const rows: RecipientRow[] = []
  const problems: CsvRowProblem[] = []
  for (const { row, cells } of numbered) {
    const unreadable = rowErrors.get(row)
    if (unreadable) {
      problems.push({ row, message: `Row ${row}: ${unreadable}` })
      continue
    }
    const values: Record<string, string> = {}
    fields.forEach((field, column) => {
      if (field && cells[column] !== undefined) values[field] = cells[column]
    })
    const checked = checkRecipient(values)
    if (checked.ok) rows.push({ at: row, recipient: checked.recipient })
    else problems.push({ row, message: `Row ${row}: ${[...new Set(checked.issues.map((issue) => issue.message))].join(' ')}` })
  }
  return { ok: true, rows, problems }
}
