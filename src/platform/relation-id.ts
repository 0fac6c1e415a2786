/**
 * The id of a relationship value, whether it arrived populated (an object) or as a bare id.
 * Ids are integers on both SQLite and PostgreSQL.
 */
export const relationId = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  const id = typeof value === 'object' ? (value as { id?: unknown }).id : value
  const number = typeof id === 'string' ? Number(id) : id
  return typeof number === 'number' && Number.isInteger(number) ? number : null
}

/**
 * The document of a relationship value when it arrived populated; null when it came back as a
 * bare id (too deep, or not readable by the reader) or is unset.
 */
export const populated = <Doc extends object>(value: number | Doc | null | undefined): Doc | null =>
  typeof value === 'object' && value !== null ? value : null
