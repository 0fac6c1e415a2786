/** New build detection: the browser fetches builds/latest.json repeatedly and compares build ids. */

export type BuildManifest = { buildId: string }

/** The build id of a builds/latest.json answer, or null when the answer is not one. */
export const buildIdOf = (body: unknown): string | null => {
  if (!body || typeof body !== 'object') return null
  const { buildId } = body as Partial<BuildManifest>
  return typeof buildId === 'string' && buildId.trim() ? buildId.trim() : null
}

/** Whether the server now runs a build other than the one this page came from. */
export const isNewerBuild = (pageBuildId: string, latest: unknown): boolean => {
  const latestId = buildIdOf(latest)
  return latestId !== null && latestId !== pageBuildId
}
