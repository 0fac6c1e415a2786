/** The migrations this build knows that the database has not recorded as applied, in order. */
export const pendingMigrations = (known: readonly string[], applied: readonly string[]): string[] => {
  const done = new Set(applied)
  return known.filter((name) => !done.has(name))
}
