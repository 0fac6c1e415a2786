/** A sum of cents as the database answers it (text from PostgreSQL's numeric, null over no rows), as whole cents. */
export const centsOf = (value: unknown): number => Math.round(Number(value ?? 0))

/** A timestamp as the database answers it (text from SQLite, a Date from PostgreSQL), as an ISO instant; none stays null. */
export const instantOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString()
