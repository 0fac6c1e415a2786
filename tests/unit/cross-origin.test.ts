import { describe, expect, it } from 'vitest'

import { addressedHosts, foreignOrigin, isOwnOrigin } from '@/domain/cross-origin'

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

describe('isOwnOrigin', () => {
  it('takes the host the request was sent to as ours, whatever SERVER_URL names', () => {
    const sentTo127 = { origins: ['http://localhost:3000'], hosts: ['127.0.0.1:3000'] }
    expect(isOwnOrigin('http://127.0.0.1:3000', sentTo127)).toBe(true)
    expect(isOwnOrigin('http://localhost:3000', sentTo127)).toBe(true)
    expect(isOwnOrigin('http://127.0.0.1:3001', sentTo127)).toBe(false)
    expect(isOwnOrigin('https://evil.example', sentTo127)).toBe(false)
  })

  it('matches host names whatever their case, and never "null" or garbage', () => {
    expect(isOwnOrigin('https://swagly.example', { origins: [], hosts: ['Swagly.Example'] })).toBe(true)
    expect(isOwnOrigin('null', own)).toBe(false)
    expect(isOwnOrigin('not a url', own)).toBe(false)
  })
})

describe('addressedHosts', () => {
  it('counts X-Forwarded-Host only behind our proxy (TRUST_PROXY)', () => {
    expect(addressedHosts('10.0.0.5:3000', 'shop.swagly.example', true)).toEqual(['10.0.0.5:3000', 'shop.swagly.example'])
    expect(addressedHosts('localhost:3000', 'evil.example', false)).toEqual(['localhost:3000'])
  })
})
