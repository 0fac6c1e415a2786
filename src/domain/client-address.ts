/**
 * The client's address for per-IP limits. Behind our load balancer (TRUST_PROXY=true) it is the
 * last X-Forwarded-For entry, the one the balancer added; earlier entries are whatever the client
 * claimed. Without a trusted proxy requests cannot be told apart and share one budget.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustProxy: boolean): string {
  if (!trustProxy || !forwardedFor) return 'direct'
  return (
    forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1) ?? 'direct'
  )
}
