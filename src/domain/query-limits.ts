// How much one API request may ask for. REST `depth` decides how many layers of related
// documents are joined into an answer; GraphQL nests a field per level and counts fields against a
// complexity budget. Payload quietly lowers a REST depth above its maxDepth; we refuse it instead,
// so the caller learns why the answer is shallower than asked.

export const QUERY_LIMITS = {
  restMaxDepth: 5,
  // Five relations deep with a list wrapper (`docs`) and a group or two on the way.
  graphQLMaxDepth: 10,
  graphQLMaxComplexity: 1000,
  // The largest GraphQL body read; the route answers a larger one 413.
  graphQLMaxBodyBytes: 100 * 1024,
} as const

/** Why a request's `depth` parameters cannot be served, or null when they can. */
export function restDepthProblem(values: string[], maxDepth: number = QUERY_LIMITS.restMaxDepth): string | null {
  if (values.length === 0) return null
  const rule = `depth must be a whole number from 0 to ${maxDepth}`
  if (values.length > 1) return `Give depth once; ${rule}.`
  const value = values[0]!
  if (!/^\d{1,3}$/.test(value)) return `${rule}, not "${value.slice(0, 20)}".`
  return Number(value) > maxDepth ? `${rule}; ${Number(value)} is too deep.` : null
}
