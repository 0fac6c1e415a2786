import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseAllowList } from '@/domain/api-key'
import { blockListOf } from '@/domain/webhooks/receiver-address'
import { postToReceiver, privateReceiversAllowed, receiverAddressProblem, receiverTimeoutMs } from '@/platform/http/webhook-receiver'

/** Real receivers on this machine, posted to over real HTTP; loopback is allowed only where a test says so. */
type Arrival = { method: string; path: string; headers: IncomingMessage['headers']; body: string }
let arrivals: Arrival[] = []
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end()

const listen = async (host: string): Promise<Server> => {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      arrivals.push({ method: request.method!, path: request.url!, headers: request.headers, body })
      answer(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return server
}

const portOf = (server: Server) => (server.address() as AddressInfo).port
const allowed = (text: string) => blockListOf((parseAllowList(text) as { entries: string[] }).entries)
const loopback = allowed('127.0.0.1')

let server: Server
let base: string
const post = (url: string, options: { timeoutMs?: number; privateAllowed?: typeof loopback } = {}) =>
  postToReceiver({ url, body: '{"type":"order.paid"}', headers: { 'webhook-signature': 'v1,abc' }, timeoutMs: 2000, ...options })

beforeAll(async () => {
  server = await listen('127.0.0.1')
  base = `http://127.0.0.1:${portOf(server)}`
})

afterEach(() => {
  arrivals = []
  answer = (_request, response) => response.end()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

describe('posting to a receiver allowed to be private', () => {
  it('sends the signed JSON and reports a 2xx answer as delivered, with an excerpt of what it said', async () => {
    answer = (_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks')
    const result = await post(`${base}/hooks?from=swagly`, { privateAllowed: loopback })
    expect(result).toMatchObject({ ok: true, status: 200, error: null, bodyExcerpt: 'thanks' })
    expect(result.durationMs).toBeGreaterThanOrEqual(0)
    expect(arrivals).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/hooks?from=swagly',
        body: '{"type":"order.paid"}',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'content-length': '21',
          'user-agent': 'Swagly-Webhooks/1',
          'webhook-signature': 'v1,abc',
          connection: 'close',
        }),
      }),
    ])
  })

  it('reports a 5xx answer as not delivered, with its status', async () => {
    answer = (_request, response) => response.writeHead(500).end('broken')
    expect(await post(base, { privateAllowed: loopback })).toMatchObject({ ok: false, status: 500, error: null, bodyExcerpt: 'broken' })
  })

  it('does not follow a redirect', async () => {
    answer = (request, response) => (request.url === '/start' ? response.writeHead(302, { location: '/target' }).end() : response.end('followed'))
    const result = await post(`${base}/start`, { privateAllowed: loopback })
    expect(result).toMatchObject({ ok: false, status: 302, error: 'The receiver answered with a redirect (302), and redirects are not followed.' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(arrivals.map((arrival) => arrival.path)).toEqual(['/start'])
  })

  it('gives up on a receiver that does not answer, at the deadline', async () => {
    answer = () => {}
    const started = performance.now()
    const result = await post(base, { privateAllowed: loopback, timeoutMs: 300 })
    expect(result).toMatchObject({ ok: false, status: null, error: 'The receiver did not answer within 0.3 seconds.' })
    expect(result.durationMs).toBeGreaterThanOrEqual(295)
    expect(performance.now() - started).toBeLessThan(800)
  })

  it('keeps the first 1024 bytes of a huge answer, and never half a character', async () => {
    answer = (_request, response) => response.writeHead(200).end('x' + 'é'.repeat(500_000))
    const result = await post(base, { privateAllowed: loopback })
    expect(result).toMatchObject({ ok: true, status: 200 })
    expect(result.bodyExcerpt).toBe('x' + 'é'.repeat(511))
  })

  it('says in words when nothing is listening', async () => {
    const closed = await listen('127.0.0.1')
    const port = portOf(closed)
    await new Promise((resolve) => closed.close(resolve))
    expect(await post(`http://127.0.0.1:${port}/`, { privateAllowed: loopback })).toMatchObject({
      ok: false,
      status: null,
      error: 'The receiver refused the connection: nothing is listening at that address and port.',
    })
  })
})

describe('refusing receivers on private networks', () => {
  it('refuses loopback unless it is allowed, and nothing arrives', async () => {
    expect(await post(base)).toMatchObject({
      ok: false,
      status: null,
      error: 'The receiver’s address 127.0.0.1 is on a private network, so nothing was sent.',
      bodyExcerpt: '',
    })
    expect(arrivals).toEqual([])
  })

  it('refuses a private address next to an allowed one', async () => {
    const second = await listen('127.0.0.2')
    try {
      const result = await post(`http://127.0.0.2:${portOf(second)}/`, { privateAllowed: allowed('127.0.0.1/32') })
      expect(result).toMatchObject({
        ok: false,
        status: null,
        error: 'The receiver’s address 127.0.0.2 is on a private network, so nothing was sent.',
      })
      expect(arrivals).toEqual([])
    } finally {
      await new Promise((resolve) => second.close(resolve))
    }
  })

  it('refuses private, cloud-metadata and IPv6 loopback addresses without opening a connection', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect')
    for (const [url, address] of [
      ['http://10.0.0.1/hooks', '10.0.0.1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['https://[::1]:8443/', '::1'],
      ['https://[::ffff:10.0.0.5]/', '::ffff:a00:5'],
      ['http://2130706433/', '127.0.0.1'],
    ]) {
      expect(await post(url!), url).toMatchObject({
        ok: false,
        status: null,
        error: `The receiver’s address ${address} is on a private network, so nothing was sent.`,
      })
    }
    expect(connect).not.toHaveBeenCalled()
  })

  it('refuses a host name that resolves to loopback, and nothing arrives', async () => {
    const result = await post(`http://localhost:${portOf(server)}/`)
    expect(result).toMatchObject({ ok: false, status: null })
    expect(result.error).toMatch(
      /^The receiver’s host name localhost leads to (127\.0\.0\.1|::1), which is on a private network, so nothing was sent\.$/,
    )
    expect(arrivals).toEqual([])
  })

  it('makes the same check when an address is entered, without posting', async () => {
    expect(await receiverAddressProblem('https://10.0.0.5/hooks')).toBe(
      'The receiver’s address 10.0.0.5 is on a private network: events are only sent to addresses on the public internet.',
    )
    expect(await receiverAddressProblem('https://localhost/hooks')).toMatch(/^The receiver’s host name localhost leads to /)
    expect(await receiverAddressProblem(`${base}/hooks`, loopback)).toBeNull()
    expect(arrivals).toEqual([])
  })
})

describe('the settings', () => {
  it('allow no private receivers unless WEBHOOK_ALLOW_PRIVATE_RECEIVERS names them', () => {
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE_RECEIVERS', undefined)
    expect(privateReceiversAllowed()).toBeUndefined()
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE_RECEIVERS', ' ')
    expect(privateReceiversAllowed()).toBeUndefined()
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE_RECEIVERS', '127.0.0.1, 10.1.0.0/16')
    const list = privateReceiversAllowed()!
    expect([list.check('127.0.0.1'), list.check('10.1.2.3'), list.check('127.0.0.2')]).toEqual([true, true, false])
    vi.stubEnv('WEBHOOK_ALLOW_PRIVATE_RECEIVERS', 'localhost')
    expect(() => privateReceiversAllowed()).toThrow(/WEBHOOK_ALLOW_PRIVATE_RECEIVERS: "localhost" is not an IP address/)
  })

  it('give receivers 10 seconds unless WEBHOOK_TIMEOUT_SECONDS says otherwise, within 1 to 30', () => {
    vi.stubEnv('WEBHOOK_TIMEOUT_SECONDS', undefined)
    expect(receiverTimeoutMs()).toBe(10_000)
    for (const [setting, expected] of [
      ['5', 5_000],
      ['2.5', 2_500],
      ['0', 1_000],
      ['300', 30_000],
      ['', 10_000],
      ['soon', 10_000],
    ] as const) {
      vi.stubEnv('WEBHOOK_TIMEOUT_SECONDS', setting)
      expect(receiverTimeoutMs(), setting).toBe(expected)
    }
  })
})
