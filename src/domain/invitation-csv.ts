// A list of the people to invite, each to their own single-use link: a CSV of names and emails.
// Parsed with a real CSV parser (quoted commas, line breaks, CRLF and a leading BOM are handled
// there); the list is taken whole or not at all, so every problem is reported by its row.
import Papa from 'papaparse'
import { z } from 'zod'

export const MAX_INVITATIONS = 500
export const MAX_INVITATION_CSV_CHARS = 100_000

export type Invitee = { row: number; name: string; email: string }

export type InvitationCsvResult = { ok: true; invitees: Invitee[] } | { ok: false; message: string; problems: string[] }

const EMAIL = z.email()

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '')

const NAME_HEADERS = new Set(['name', 'fullname', 'recipient', 'recipientname'])
const EMAIL_HEADERS = new Set(['email', 'emailaddress', 'mail'])

const refused = (message: string, problems: string[] = []): InvitationCsvResult => ({ ok: false, message, problems })

/**
 * The invitees of a CSV whose header row names an "email" column (and optionally "name").
 * Rows are numbered as a spreadsheet shows them (the header is row 1); blank rows are skipped.
 */
export function parseInvitationCsv(text: string): InvitationCsvResult {
  if (text.length > MAX_INVITATION_CSV_CHARS) {
    return refused(`The list is longer than ${MAX_INVITATION_CSV_CHARS.toLocaleString('en-AU')} characters. Split it into smaller lists.`)
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header = [], ...records] = parsed.data
  const columns = header.map(normalise)
  const emailColumn = columns.findIndex((name) => EMAIL_HEADERS.has(name))
  const nameColumn = columns.findIndex((name) => NAME_HEADERS.has(name))
  if (emailColumn < 0) return refused('The first row must name the columns, with one called "email" (and "name" if you have names).')
  if (records.length === 0) return refused('The list has nobody under its header row.')
  if (records.length > MAX_INVITATIONS) {
    return refused(`The list has ${records.length} people; invite at most ${MAX_INVITATIONS} at a time.`)
  }
  const unreadable = new Set(parsed.errors.flatMap((error) => (error.row === undefined ? [] : [error.row])))
  const problems: string[] = []
  const invitees: Invitee[] = []
  const firstRowOf = new Map<string, number>()
  records.forEach((cells, index) => {
    const row = index + 2
    if (unreadable.has(index + 1)) {
      problems.push(`Row ${row}: this row could not be read; check its quotation marks.`)
      return
    }
    const email = (cells[emailColumn] ?? '').trim().toLowerCase()
    const name = nameColumn < 0 ? '' : (cells[nameColumn] ?? '').trim().replace(/\s+/g, ' ')
    if (!email) return problems.push(`Row ${row}: the email is missing.`)
    if (email.length > 254 || !EMAIL.safeParse(email).success)
      return problems.push(`Row ${row}: "${email.slice(0, 80)}" is not a valid email address.`)
    if (name.length > 200) return problems.push(`Row ${row}: keep the name under 200 characters.`)
    const first = firstRowOf.get(email)
    if (first !== undefined) return problems.push(`Row ${row}: ${email} is already on row ${first}.`)
    firstRowOf.set(email, row)
    invitees.push({ row, name, email })
  })
  if (problems.length > 0) {
    const count = problems.length === 1 ? 'One row needs' : `${problems.length} rows need`
    return refused(`${count} fixing before anyone is invited; nobody was invited.`, problems)
  }
  return { ok: true, invitees }
}
