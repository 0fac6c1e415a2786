/**
 * Payload for a script, on a database brought up to date with the committed migrations. Loaded on
 * call, not on import: a script that may refuse first (a demo password, a bad answer) ends at once.
 */
export const migratedPayload = async () => {
  const [{ getPayload }, { default: config }, { applyMigrations }] = await Promise.all([
    import('payload'),
    import('../src/payload.config'),
    import('../src/platform/database/apply-migrations'),
  ])
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  return payload
}
