/**
 * Which encoding the server will actually send for a request's Accept-Encoding. The caches in
 * front of Next.js key their copies on it rather than on the raw header: browsers send a handful
 * of spellings for the same choice, and a client sending a new spelling each time (`br, x-1`,
 * `br, x-2` …) would otherwise cost a fresh render and Brotli encoding per request and fill the
 * cache with identical copies.
 */
import Negotiator from 'negotiator'

export type SentEncoding = 'br' | 'gzip' | 'deflate' | 'identity'

const negotiator = (acceptEncoding: string | undefined) => new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })

/** Whether the client takes `encoding` at all (its quality above zero, by name or by `*`). */
export const acceptsEncoding = (acceptEncoding: string | undefined, encoding: string): boolean =>
  negotiator(acceptEncoding).encodings([encoding]).length > 0

/**
 * The choice the `compression` middleware makes (Next.js's own copy, and the read lane's): the
 * client's favourite of gzip, deflate and identity, except that deflate loses to gzip whenever gzip
 * is acceptable at all; nothing acceptable is sent unencoded.
 */
export const compressionEncoding = (acceptEncoding: string | undefined): SentEncoding => {
  const choose = (encodings: SentEncoding[]) => (negotiator(acceptEncoding).encodings(encodings)[0] ?? 'identity') as SentEncoding
  const favourite = choose(['gzip', 'deflate', 'identity'])
  return favourite === 'deflate' && acceptsEncoding(acceptEncoding, 'gzip') ? choose(['gzip', 'identity']) : favourite
}

/** A storefront page's: Brotli for any client that takes it (the page cache re-encodes to it), else what Next.js sends. */
export const storefrontPageEncoding = (acceptEncoding: string | undefined): SentEncoding =>
  acceptsEncoding(acceptEncoding, 'br') ? 'br' : compressionEncoding(acceptEncoding)
