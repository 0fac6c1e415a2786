import { describe, expect, it } from 'vitest'

import { addressedOrigins, foreignOrigin, impliedFetchSite, isOwnOrigin } from '@/domain/cross-origin'

const own = ['https://swagly.example', 'https://partner.example']

describe('foreignOrigin', () => {
  it('names the origin of a write from another site', () => {
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      expect(foreignOrigin(method, 'https://evil.example', own)).toBe('https://evil.example')
    }
  })

  it('lets through writes from our own origins, whatever the default port is written as', () => {
    expect(foreignOrigin('POST', 'https://swagly.example', own)).toBeNull()
    expect(foreignOrigin('POST', 'https://partner.example', own)).toBeNull()
    expect(foreignOrigin('POST', 'https://swagly.example:443', own)).toBeNull()
  })

  it('tells apart a different scheme, port or subdomain', () => {
    expect(foreignOrigin('POST', 'http://swagly.example', own)).toBe('http://swagly.example')
    expect(foreignOrigin('POST', 'https://swagly.example:8443', own)).toBe('https://swagly.example:8443')
    expect(foreignOrigin('POST', 'https://shop.swagly.example', own)).toBe('https://shop.swagly.example')
  })

  it('treats the opaque origin "null" and garbage as foreign', () => {
    expect(foreignOrigin('POST', 'null', own)).toBe('null')
    expect(foreignOrigin('POST', 'not a url', own)).toBe('not a url')
    expect(isOwnOrigin('null', own)).toBe(false)
  })

  it('leaves reads, preflights and requests without an Origin alone', () => {
    expect(foreignOrigin('GET', 'https://evil.example', own)).toBeNull()
    expect(foreignOrigin('OPTIONS', 'https://evil.example', own)).toBeNull()
    expect(foreignOrigin('POST', null, own)).toBeNull()
  })
})

describe('addressedOrigins', () => {
  it('is the scheme with the Host the request was sent to, so 127.0.0.1 is ours while SERVER_URL names localhost', () => {
    const sentTo127 = ['http://localhost:3000', ...addressedOrigins({ scheme: 'http', host: '127.0.0.1:3000', forwardedHost: null }, false, 'http')]
    expect(isOwnOrigin('http://127.0.0.1:3000', sentTo127)).toBe(true)
    expect(isOwnOrigin('http://localhost:3000', sentTo127)).toBe(true)
    expect(isOwnOrigin('https://127.0.0.1:3000', sentTo127)).toBe(false)
    expect(isOwnOrigin('http://127.0.0.1:3001', sentTo127)).toBe(false)
  })

  it('reads host names in any case and a proxy list of schemes by its first', () => {
    expect(addressedOrigins({ scheme: 'https,http', host: 'Swagly.Example', forwardedHost: null }, false, 'http')).toEqual(['https://Swagly.Example'])
    expect(isOwnOrigin('https://swagly.example', ['https://Swagly.Example'])).toBe(true)
  })

  it('counts X-Forwarded-Host only behind our proxy (TRUST_PROXY)', () => {
    const request = { scheme: 'https', host: '10.0.0.5:3000', forwardedHost: 'shop.swagly.example' }
    expect(addressedOrigins(request, true, 'https')).toEqual(['https://10.0.0.5:3000', 'https://shop.swagly.example'])
    expect(addressedOrigins(request, false, 'https')).toEqual(['https://10.0.0.5:3000'])
  })

  it("takes SERVER_URL's scheme when the request's is missing or unknown, and no origin without a Host", () => {
    expect(addressedOrigins({ scheme: null, host: 'swagly.example', forwardedHost: null }, false, 'https')).toEqual(['https://swagly.example'])
    expect(addressedOrigins({ scheme: 'gopher', host: 'swagly.example', forwardedHost: null }, false, 'http')).toEqual(['http://swagly.example'])
    expect(addressedOrigins({ scheme: 'http', host: null, forwardedHost: null }, false, 'http')).toEqual([])
  })
})

describe('impliedFetchSite, for a browser that sends neither Origin nor Sec-Fetch-Site', () => {
  it('takes a request whose Referer is one of our pages as same-origin, whatever its method', () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(impliedFetchSite(method, 'https://swagly.example/dashboard/projects?page=2', own)).toBe('same-origin')
    }
  })

  it('takes a request referred by any other site as cross-site', () => {
    expect(impliedFetchSite('GET', 'https://evil.example/swagly.example', own)).toBe('cross-site')
    expect(impliedFetchSite('POST', 'https://shop.swagly.example/', own)).toBe('cross-site')
    expect(impliedFetchSite('POST', 'not a url', own)).toBe('cross-site')
  })

  it('takes a reading request without a Referer as an address typed or bookmarked', () => {
    expect(impliedFetchSite('GET', null, own)).toBe('none')
    expect(impliedFetchSite('head', null, own)).toBe('none')
  })

  it('tells nothing about a write without a Referer', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(impliedFetchSite(method, null, own)).toBeNull()
  })
})
