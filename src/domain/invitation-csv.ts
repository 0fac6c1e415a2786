// A list of the people to invite: a CSV of names and emails, or (for members) emails pasted one per
// line or separated by commas. Parsed with a real CSV parser (quoted commas, line breaks, CRLF and a
// leading BOM are handled there). Every problem is reported by its row; whether the good rows go
// ahead without the bad ones is the caller's choice.
import Papa from 'papaparse'
import { z } from 'zod'

export const MAX_INVITATIONS = 500
export const MAX_INVITATION_CSV_CHARS = 100_000

export type Invitee = { row: number; name: string; email: string }

export type InvitationCsvResult = { ok: true; invitees: Invitee[] } | { ok: false; message: string; problems: string[] }

/** A list read row by row: the good rows, and a sentence for each bad one. */
export type InvitationList = { ok: true; invitees: Invitee[]; problems: string[]; label: RowLabel } | { ok: false; message: string }

/** How the list's problems number its rows: a CSV's as a spreadsheet shows them, a pasted list's by line. */
export type RowLabel = 'Row' | 'Line'

type Entry = { row: number; name: string; email: string } | { row: number; problem: string }

const EMAIL = z.email()

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '')

const NAME_HEADERS = new Set(['name', 'fullname', 'recipient', 'recipientname'])
const EMAIL_HEADERS = new Set(['email', 'emailaddress', 'mail'])

const NO_HEADER = 'The first row must name the columns, with one called "email" (and "name" if you have names).'

const tooMany = (count: number) => `The list has ${count} people; invite at most ${MAX_INVITATIONS} at a time.`

/** The rows of a CSV whose header row names an "email" column; rows numbered as a spreadsheet shows them. */
function csvEntries(text: string): Entry[] | { message: string } {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const [header = [], ...records] = parsed.data
  const columns = header.map(normalise)
  const emailColumn = columns.findIndex((name) => EMAIL_HEADERS.has(name))
  const nameColumn = columns.findIndex((name) => NAME_HEADERS.has(name))
  if (emailColumn < 0) return { message: NO_HEADER }
  const unreadable = new Set(parsed.errors.flatMap((error) => (error.row === undefined ? [] : [error.row])))
  return records.map((cells, index) => {
    const row = index + 2
    if (unreadable.has(index + 1)) return { row, problem: 'this row could not be read; check its quotation marks.' }
    return { row, email: cells[emailColumn] ?? '', name: nameColumn < 0 ? '' : (cells[nameColumn] ?? '') }
  })
}

/** Addresses pasted one per line or separated by commas or semicolons; `Name <email>` keeps the name. */
function pastedEntries(text: string): Entry[] {
  return text.split(/\r?\n/).flatMap((line, index) =>
    line
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const named = /^"?(.*?)"?\s*<([^>]*)>$/.exec(part)
        return named ? { row: index + 1, name: named[1], email: named[2] } : { row: index + 1, name: '', email: part }
      }),
  )
}

/** Checks each entry's email and name, and that nobody is on the list twice (case-insensitively). */
function checkedEntries(entries: Entry[], label: RowLabel): { invitees: Invitee[]; problems: string[] } {
  const problems: string[] = []
  const invitees: Invitee[] = []
  const firstRowOf = new Map<string, number>()
  for (const entry of entries) {
    const at = `${label} ${entry.row}`
    if ('problem' in entry) {
      problems.push(`${at}: ${entry.problem}`)
      continue
    }
    const email = entry.email.trim().toLowerCase()
    const name = entry.name.trim().replace(/\s+/g, ' ')
    const first = firstRowOf.get(email)
    if (!email) problems.push(`${at}: the email is missing.`)
    else if (email.length > 254 || !EMAIL.safeParse(email).success) problems.push(`${at}: "${email.slice(0, 80)}" is not a valid email address.`)
    else if (name.length > 200) problems.push(`${at}: keep the name under 200 characters.`)
    else if (first !== undefined) problems.push(`${at}: ${email} is already on ${label.toLowerCase()} ${first}.`)
    else {
      firstRowOf.set(email, entry.row)
      invitees.push({ row: entry.row, name, email })
    }
  }
  return { invitees, problems }
}

const isCsv = (text: string) => {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  return Papa.parse<string[]>(firstLine).data[0]?.some((cell) => EMAIL_HEADERS.has(normalise(cell))) ?? false
}

/**
 * The people on a list: a CSV with an "email" header (rows numbered as a spreadsheet shows them),
 * else addresses pasted one per line or separated by commas (lines numbered from 1). Refused whole
 * when it is too long, empty or has more than MAX_INVITATIONS people; otherwise every row is
 * either invited or reported.
 */
export function readInvitationList(text: string, { csvOnly = false } = {}): InvitationList {
  if (text.length > MAX_INVITATION_CSV_CHARS) {
    return {
      ok: false,
      message: `The list is longer than ${MAX_INVITATION_CSV_CHARS.toLocaleString('en-AU')} characters. Split it into smaller lists.`,
    }
  }
  const clean = text.replace(/^\uFEFF/, '')
  const csv = csvOnly || isCsv(clean)
  const entries = csv ? csvEntries(clean) : pastedEntries(clean)
  if (!Array.isArray(entries)) return { ok: false, message: entries.message }
  if (entries.length === 0) return { ok: false, message: csv ? 'The list has nobody under its header row.' : 'The list has nobody on it.' }
  if (entries.length > MAX_INVITATIONS) return { ok: false, message: tooMany(entries.length) }
  const label = csv ? 'Row' : 'Line'
  return { ok: true, label, ...checkedEntries(entries, label) }
}

/** A sentence for a list with bad rows: how many need fixing, and that nobody was invited. */
export const listProblemsMessage = (count: number): string =>
  `${count === 1 ? 'One row needs' : `${count} rows need`} fixing before anyone is invited; nobody was invited.`

/**
 * The invitees of a CSV whose header row names an "email" column (and optionally "name"), taken
 * whole or not at all. Rows are numbered as a spreadsheet shows them (the header is row 1); blank
 * rows are skipped.
 */
export function parseInvitationCsv(text: string): InvitationCsvResult {
  const list = readInvitationList(text, { csvOnly: true })
  if (!list.ok) return { ok: false, message: list.message, problems: [] }
  if (list.problems.length > 0) return { ok: false, message: listProblemsMessage(list.problems.length), problems: list.problems }
  return { ok: true, invitees: list.invitees }
}
