import { getPayload } from 'payload'

import { keyClient, recordAnswer, requestFingerprint, verdictFor, type KeyUse } from './key-store'
import { answerFor, keyOf } from './key-answers'
import { withPendingClaim, type PendingClaim } from './key-claim'

type PayloadConfig = Parameters<typeof getPayload>[0]['config']

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Gives one of Payload's own routes Idempotency-Key semantics for the write a collection hook
 * guards (enquiries' claim-enquiry-key.ts): a used key gets its first answer back, a key used for
 * another request is refused, and the first answer is kept with the write, in its transaction.
 * `endpointOf` names the kind of request a key is scoped to, or null for requests it leaves alone;
 * `config` is Payload's, as its own route handlers take it.
 */
export const withIdempotencyKey =
  <C>(config: PayloadConfig, endpointOf: (request: Request) => string | null, handler: RouteHandler<C>): RouteHandler<C> =>
  async (request, context) => {
    const endpoint = endpointOf(request)
    const found = endpoint ? keyOf(request.headers) : { key: null }
    if ('refusal' in found) return found.refusal
    if (!endpoint || found.key === null) return handler(request, context)

    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    const url = new URL(request.url)
    const asked = { method: request.method, path: `${url.pathname}${url.search}`, body: jsonOrText(await request.clone().text()) }
    const use: KeyUse = { endpoint, client: keyClient(user), key: found.key, fingerprint: requestFingerprint(asked) }
    const earlier = await verdictFor(payload, use)
    if (earlier.kind !== 'proceed') return answerFor(earlier)

    const claim: PendingClaim = { ...use }
    const response = await withPendingClaim(claim, () => handler(request, context))
    if (claim.claimed === undefined) {
      // Nothing was written under the key here; a racing duplicate may hold it.
      const now = await verdictFor(payload, use)
      return now.kind === 'proceed' ? response : answerFor(now)
    }
    // A write that failed after claiming rolled its row back: a retry runs afresh.
    if (!claim.written) return response
    const text = await response.text()
    // The write's own transaction already kept an answer for the key (claim-enquiry-key.ts); this
    // keeps the exact one sent. Should it fail, a retry replays the one kept with the write.
    await recordAnswer({ payload }, { id: claim.claimed, use }, { status: response.status, body: jsonOrText(text) }).catch((error: unknown) =>
      payload.logger.warn({ err: error }, "An Idempotency-Key's answer was kept as written with the enquiry, not as sent"),
    )
    return new Response(text, { status: response.status, headers: response.headers })
  }
