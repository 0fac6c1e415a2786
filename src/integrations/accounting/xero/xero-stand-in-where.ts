// The `where` filters of Xero's accounting API that the stand-in reads: equality clauses joined by
// AND, as `Name=="Swagly \"Merch\" Pty Ltd"` or `Contact.ContactID==guid("…") AND Type=="ACCPAY"`.

type Clause = { field: string; value: string; guid: boolean }

// One `Field=="text"` or `Field==guid("id")` clause, then AND, && or the end of the filter.
const CLAUSE = /\s*([\w.]+)\s*==\s*(?:guid\("([^"]*)"\)|"((?:[^"\\]|\\.)*)")\s*(AND|&&|$)/iy

/** The clauses of a `where` filter, or null when it holds anything else. */
function whereClauses(where: string): Clause[] | null {
  const pattern = new RegExp(CLAUSE.source, CLAUSE.flags)
  const clauses: Clause[] = []
  for (;;) {
    const match = pattern.exec(where)
    if (!match) return null
    const [, field, guid, text, joiner] = match
    clauses.push(
      guid === undefined
        ? { field: field!, value: text!.replace(/\\(.)/g, '$1'), guid: false }
        : { field: field!, value: guid.toLowerCase(), guid: true },
    )
    if (joiner === '') return clauses
  }
}

const valueAt = (record: object, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record)

const meetsClause = (record: object, { field, value, guid }: Clause): boolean => {
  const actual = valueAt(record, field)
  return guid ? String(actual).toLowerCase() === value : actual === value
}

/** Whether a record meets every clause of the filter; null when the filter holds anything else. */
export function whereFilter(where: string): ((record: object) => boolean) | null {
  const clauses = whereClauses(where)
  return clauses && ((record) => clauses.every((clause) => meetsClause(record, clause)))
}
