import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import compression from 'compression'
import next from 'next'
import { BUILD_ID_FILE, CLIENT_STATIC_FILES_PATH } from 'next/constants'
import sirv from 'sirv'
import { afterEach, describe, expect, it } from 'vitest'

import { compressionEncoding } from '@/domain/content-encoding'
import { NEXT_ONLY_HEADERS } from '@/domain/next-request-headers'
import { encodedResponse } from '../support/encoded-response'

/**
 * What the production server's stages (src/platform/server/request-pipeline.ts) take from the
 * packages under them, asserted against the installed packages rather than against our code: an
 * upgrade that takes one away fails here, not on a live server. Where Next.js publishes no entry
 * point for a fact, its installed files are read as text, never imported.
 */
const nextDir = path.dirname(createRequire(import.meta.url).resolve('next/package.json'))
const nextFile = (file: string) => readFileSync(path.join(nextDir, 'dist', file), 'utf8')

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

const serving = async (handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> => {
  server = createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('Next.js, as the server boots it and its stages read it', () => {
  it('makes an app with a request handler and a prepare step (scripts/serve.ts)', () => {
    const app = next({ dev: false, dir: mkdtempSync(path.join(tmpdir(), 'next-app-')) })
    expect(typeof app.prepare).toBe('function')
    expect(typeof app.getRequestHandler()).toBe('function')
  })

  it("keeps the build's id and its static files where the precompressed files are looked for (static-assets.ts)", () => {
    expect(BUILD_ID_FILE).toBe('BUILD_ID')
    expect(CLIENT_STATIC_FILES_PATH).toBe('static')
  })

  it('marks an app page sent from its cache with x-nextjs-cache HIT or MISS, which the page cache keeps', () => {
    const template = nextFile('build/templates/app-page-runtime.js')
    expect(template).toMatch(/setHeader\('x-nextjs-cache', .*'MISS'.*'HIT'/)
  })

  it('names its navigation, prefetch and action requests with the headers the page cache passes by', () => {
    const headers = nextFile('client/components/app-router-headers.js')
    for (const name of NEXT_ONLY_HEADERS.filter((header) => header !== 'range')) expect(headers).toContain(`'${name}'`)
  })
})

describe('compression, as the read lane sends answers in the encoding Next.js would', () => {
  const body = 'a catalogue answer '.repeat(200)
  const compressed = (acceptEncoding: string) =>
    serving((request, response) =>
      (compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void)(request, response, () => {
        response.setHeader('content-type', 'application/json')
        response.end(body)
      }),
    ).then((url) => encodedResponse(url, { 'accept-encoding': acceptEncoding }))

  it.each(['gzip, deflate, br, zstd', 'br', 'deflate', 'deflate, gzip;q=0.5', 'identity'])(
    'picks for %s the encoding content-encoding.ts expects (never Brotli)',
    async (acceptEncoding) => {
      const response = await compressed(acceptEncoding)
      expect(response.headers['content-encoding'] ?? 'identity').toBe(compressionEncoding(acceptEncoding))
    },
  )
})

describe('sirv, as the precompressed static files are sent', () => {
  it('sends the .br copy to a browser taking Brotli, the .gz one to one taking gzip, the file to others', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sirv-'))
    const script = 'console.log("a script of the build")\n'.repeat(50)
    writeFileSync(path.join(folder, 'app.js'), script)
    writeFileSync(path.join(folder, 'app.js.br'), brotliCompressSync(script))
    writeFileSync(path.join(folder, 'app.js.gz'), gzipSync(script))
    const assets = sirv(folder, { brotli: true, gzip: true, extensions: [], etag: true })
    const url = await serving((request, response) =>
      assets(request, response, () => {
        response.writeHead(404).end()
      }),
    )
    const get = (acceptEncoding: string) => encodedResponse(`${url}/app.js`, { 'accept-encoding': acceptEncoding })
    const [brotli, gzip, plain] = await Promise.all([get('gzip, deflate, br'), get('gzip'), get('identity')])
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
  })
})
