/**
 * The client's address for per-address limits. Behind our load balancer (TRUST_PROXY=true) it is
 * the last X-Forwarded-For entry, the one the balancer added; earlier entries are whatever the
 * client claimed. Otherwise it is the address of the connection itself, and X-Forwarded-For is
 * ignored, so a client cannot pick a fresh budget by sending one. Without either (the app served
 * other than by scripts/serve.ts, which tells it the connection's address) requests share one budget.
 */
export function clientAddress({
  forwardedFor,
  socketAddress,
  trustProxy,
}: {
  forwardedFor: string | null | undefined
  socketAddress: string | null | undefined
  trustProxy: boolean
}): string {
  const forwarded = trustProxy
    ? forwardedFor
        ?.split(',')
        .map((hop) => hop.trim())
        .filter(Boolean)
        .at(-1)
    : undefined
  return forwarded || socketAddress || 'unknown'
}
