import { lookup as dnsLookup } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { type BlockList, isIP, type LookupFunction } from 'node:net'
import { performance } from 'node:perf_hooks'
import { StringDecoder } from 'node:string_decoder'

import { parseAllowList } from '@/domain/api-key'
import { blockListOf, receiverAddressAllowed } from '@/domain/webhooks/receiver-address'

/**
 * Posts webhook events to the receivers companies register, without letting a receiver's address
 * reach into our own networks (SSRF): every address a host name resolves to is checked, and the
 * connection goes to the checked address, so a second DNS answer cannot swap in another.
 */

/** What a receiver made of one post. `error` says why there was no usable answer (null when it answered, whatever the status). */
export type ReceiverAnswer = { ok: boolean; status: number | null; durationMs: number; error: string | null; bodyExcerpt: string }

export type ReceiverRequest = { url: string; body: string; headers: Record<string, string>; timeoutMs: number; privateAllowed?: BlockList }

/** Enough of an answer's body to show in the dashboard's delivery log. */
const EXCERPT_BYTES = 1024

const USER_AGENT = 'Swagly-Webhooks/1'

/** A refused address, carried through Node's lookup callback to the request's error event. */
class PrivateAddress extends Error {}

/** Why an address is refused, as the start of a sentence each caller ends. */
const privateAddress = (address: string, hostName: string | null) =>
  new PrivateAddress(
    hostName
      ? `The receiver’s host name ${hostName} leads to ${address}, which is on a private network`
      : `The receiver’s address ${address} is on a private network`,
  )

const NOT_SENT = ', so nothing was sent.'
const PUBLIC_ONLY = ': events are only sent to addresses on the public internet.'

/** Resolves as Node would, but fails when any address found is not allowed; the socket then connects only to those found. */
const checkedLookup =
  (privateAllowed: BlockList | undefined): LookupFunction =>
  (hostName, options, callback) =>
    dnsLookup(hostName, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find(({ address }) => !receiverAddressAllowed(address, privateAllowed))
      if (refused) return callback(privateAddress(refused.address, hostName), '')
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|EPROTO$)|CERT|SIGNATURE|ISSUER/

/** A network failure in plain words. */
const problemWords = (error: NodeJS.ErrnoException, hostName: string): string => {
  if (error instanceof PrivateAddress) return error.message + NOT_SENT
  const code = error.code ?? ''
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return `We couldn’t find the receiver’s host name ${hostName}: check the address is spelled right and the name is published in DNS.`
  }
  if (code === 'ECONNREFUSED') return 'The receiver refused the connection: nothing is listening at that address and port.'
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'The receiver closed the connection before it answered.'
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT') return 'We couldn’t reach the receiver’s network.'
  if (TLS_CODE.test(code)) return `We couldn’t make a secure connection to the receiver (${error.message}).`
  return `The post to the receiver failed (${code || error.message}).`
}

const secondsText = (milliseconds: number): string => {
  const seconds = Math.round(milliseconds / 100) / 10
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}

/** The host to connect to, an IPv6 address without its brackets. */
const hostNameOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** Node connects straight to an IP address without a lookup, so such a host is checked before connecting. */
const literalRefusal = (hostName: string, privateAllowed: BlockList | undefined): PrivateAddress | null =>
  isIP(hostName) && !receiverAddressAllowed(hostName, privateAllowed) ? privateAddress(hostName, null) : null

/**
 * Why a receiver could not be posted to now (a private address, or a host name that does not
 * resolve), or null: the check every post makes, run when the address is entered so a mistake
 * shows in the form. `url` is one `receiverUrlProblem` passed.
 */
export async function receiverAddressProblem(url: string, privateAllowed?: BlockList): Promise<string | null> {
  const hostName = hostNameOf(new URL(url))
  const literal = literalRefusal(hostName, privateAllowed)
  if (literal) return literal.message + PUBLIC_ONLY
  if (isIP(hostName)) return null
  return new Promise((resolve) =>
    checkedLookup(privateAllowed)(hostName, {}, (error) => {
      if (!error) resolve(null)
      else resolve(error instanceof PrivateAddress ? error.message + PUBLIC_ONLY : problemWords(error, hostName))
    }),
  )
}

/**
 * POSTs `body` to the receiver and reports what came back. It never throws for anything the
 * receiver or the network does; only a URL that is not http(s) or a deadline that is not a
 * positive number (both the caller's to check) throw.
 */
export async function postToReceiver(request: ReceiverRequest): Promise<ReceiverAnswer> {
  const url = new URL(request.url)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`Not an http(s) receiver URL: ${url.protocol}`)
  if (!(request.timeoutMs > 0)) throw new TypeError(`The receiver's deadline must be positive, not ${request.timeoutMs}`)
  const started = performance.now()
  const answer = (fields: Omit<ReceiverAnswer, 'durationMs'>): ReceiverAnswer => ({ ...fields, durationMs: Math.round(performance.now() - started) })

  const hostName = hostNameOf(url)
  const literal = literalRefusal(hostName, request.privateAllowed)
  if (literal) return answer({ ok: false, status: null, error: literal.message + NOT_SENT, bodyExcerpt: '' })

  return new Promise<ReceiverAnswer>((resolve) => {
    let status: number | null = null
    let excerpt = Buffer.alloc(0)
    let settled = false
    const finish = (error: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      outgoing.destroy()
      const redirected = status !== null && status >= 300 && status < 400
      const ok = error === null && status !== null && status >= 200 && status < 300
      const said = error ?? (redirected ? `The receiver answered with a redirect (${status}), and redirects are not followed.` : null)
      resolve(answer({ ok, status, error: said, bodyExcerpt: new StringDecoder('utf8').write(excerpt) }))
    }

    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    // Neither request follows redirects; `agent: false` keeps no socket alive between receivers.
    const outgoing = send(url, {
      method: 'POST',
      agent: false,
      lookup: checkedLookup(request.privateAllowed),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...request.headers,
        'content-length': String(Buffer.byteLength(request.body)),
      },
    })
    // One deadline for all of it: lookup, connection, the answer's headers and the excerpt.
    const deadline = setTimeout(() => finish(`The receiver did not answer within ${secondsText(request.timeoutMs)}.`), request.timeoutMs)

    outgoing.on('error', (error) => finish(problemWords(error, hostName)))
    outgoing.on('response', (incoming: IncomingMessage) => {
      status = incoming.statusCode ?? null
      incoming.on('data', (chunk: Buffer) => {
        excerpt = Buffer.concat([excerpt, chunk]).subarray(0, EXCERPT_BYTES)
        if (excerpt.length >= EXCERPT_BYTES) finish(null)
      })
      incoming.on('end', () => finish(null))
      incoming.on('error', (error) => finish(problemWords(error, hostName)))
    })
    outgoing.end(request.body)
  })
}

/**
 * Private addresses receivers may still be posted to, from WEBHOOK_ALLOW_PRIVATE_RECEIVERS
 * (addresses and CIDR ranges separated by commas, such as `127.0.0.1` for the local demo and
 * tests); none when unset. A list that cannot be read stops the caller rather than allowing nothing quietly.
 */
export const privateReceiversAllowed = (): BlockList | undefined => {
  const text = process.env.WEBHOOK_ALLOW_PRIVATE_RECEIVERS?.trim()
  if (!text) return undefined
  const parsed = parseAllowList(text)
  if (!parsed.ok) throw new Error(`WEBHOOK_ALLOW_PRIVATE_RECEIVERS: ${parsed.problems.join(' ')}`)
  return blockListOf(parsed.entries)
}

/** How long a receiver has to answer: WEBHOOK_TIMEOUT_SECONDS, 10 unless set, kept within 1 to 30 seconds. */
export const receiverTimeoutMs = (): number => {
  const seconds = Number(process.env.WEBHOOK_TIMEOUT_SECONDS || NaN)
  return Number.isFinite(seconds) ? Math.round(Math.min(30, Math.max(1, seconds)) * 1000) : 10_000
}
