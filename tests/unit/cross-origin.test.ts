import { describe, expect, it } from 'vitest'

import { foreignOrigin } from '@/domain/cross-origin'

const own = { origins: ['https://swagly.example', 'https://partner.example'], hosts: ['swagly.example', null] }

describe('foreignOrigin', () => {
  it('names the origin of a write from another site', () => {
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      expect(foreignOrigin(method, 'https://evil.example', own)).toBe('https://evil.example')
    }
  })

  it('lets through writes from our configured origins and from the host the browser addressed', () => {
    expect(foreignOrigin('POST', 'https://swagly.example', own)).toBeNull()
    expect(foreignOrigin('POST', 'https://partner.example', own)).toBeNull()
    expect(foreignOrigin('POST', 'https://swagly.example:443', own)).toBeNull()
    expect(foreignOrigin('POST', 'http://127.0.0.1:3000', { origins: [], hosts: ['127.0.0.1:3000'] })).toBeNull()
  })

  it('tells apart a different scheme, port or subdomain', () => {
    expect(foreignOrigin('POST', 'http://swagly.example', { ...own, hosts: [] })).toBe('http://swagly.example')
    expect(foreignOrigin('POST', 'https://swagly.example:8443', own)).toBe('https://swagly.example:8443')
    expect(foreignOrigin('POST', 'https://shop.swagly.example', own)).toBe('https://shop.swagly.example')
  })

  it('treats the opaque origin "null" and garbage as foreign', () => {
    expect(foreignOrigin('POST', 'null', own)).toBe('null')
    expect(foreignOrigin('POST', 'not a url', own)).toBe('not a url')
  })

  it('leaves reads, preflights and requests without an Origin alone', () => {
    expect(foreignOrigin('GET', 'https://evil.example', own)).toBeNull()
    expect(foreignOrigin('OPTIONS', 'https://evil.example', own)).toBeNull()
    expect(foreignOrigin('POST', null, own)).toBeNull()
  })
})
