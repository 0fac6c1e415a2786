import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

import { encodedResponse } from '../support/encoded-response'

/**
 * The build's scripts and stylesheet go out as compressed at build time: Brotli to a browser that
 * takes it, gzip to one that does not, the file itself to one that takes neither, always the same
 * bytes once decoded, cached for a year and with the security headers.
 */
const assetsOfStartPage = async (): Promise<string[]> => {
  const html = await (await fetch(`${inject('baseURL')}/`)).text()
  return [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
}

describe('static scripts and stylesheets', () => {
  it('are sent Brotli-encoded, gzip-encoded or plain as the browser accepts, decoding to the same file', async () => {
    const assets = await assetsOfStartPage()
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3)
    for (const asset of assets) {
      // A signed-in visitor's cookie changes nothing: the files are the same for everyone.
      const get = (acceptEncoding: string) =>
        encodedResponse(`${inject('baseURL')}${asset}`, { 'accept-encoding': acceptEncoding, cookie: 'payload-token=any' })
      const [plain, gzip, brotli] = await Promise.all([get('identity'), get('gzip'), get('gzip, deflate, br, zstd')])
      for (const response of [plain, gzip, brotli]) {
        expect(response.status).toBe(200)
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(response.headers['x-content-type-options']).toBe('nosniff')
        expect(response.headers['vary']).toMatch(/accept-encoding/i)
        expect(response.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/)
      }
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
      if (plain.body.length > 4096) expect(brotli.body.length).toBeLessThan(gzip.body.length)
    }
  })

  it('answer a repeat request that names the copy it holds with 304 and no body', async () => {
    const [asset] = await assetsOfStartPage()
    const url = `${inject('baseURL')}${asset}`
    const first = await encodedResponse(url, { 'accept-encoding': 'br' })
    const repeat = await encodedResponse(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(repeat.status).toBe(304)
    expect(repeat.body.length).toBe(0)
  })

  it('answer 404 for a chunk the build does not have', async () => {
    const response = await encodedResponse(`${inject('baseURL')}/_next/static/chunks/no-such-chunk.js`, { 'accept-encoding': 'br' })
    expect(response.status).toBe(404)
  })
})
