import { describe, expect, it } from 'vitest'

import { compressionEncoding, storefrontPageEncoding } from '@/domain/content-encoding'

describe('the encoding a storefront page is sent in', () => {
  it('is Brotli for any client that takes it, however it spells the header', () => {
    for (const header of ['gzip, deflate, br, zstd', 'br', 'BR', ' br ,gzip ', 'br, x-1', 'br, x-2', 'gzip;q=1, br;q=0.1', '*']) {
      expect(storefrontPageEncoding(header), header).toBe('br')
    }
  })

  it('is what Next.js sends when Brotli is refused or not named', () => {
    expect(storefrontPageEncoding('br;q=0, gzip')).toBe('gzip')
    expect(storefrontPageEncoding('*, br;q=0')).toBe('gzip')
    expect(storefrontPageEncoding('gzip, x-1')).toBe('gzip')
    expect(storefrontPageEncoding('deflate')).toBe('deflate')
    expect(storefrontPageEncoding('identity')).toBe('identity')
  })

  it('is unencoded without the header, or when nothing offered is acceptable', () => {
    expect(storefrontPageEncoding(undefined)).toBe('identity')
    expect(storefrontPageEncoding('')).toBe('identity')
    expect(storefrontPageEncoding('x-1')).toBe('identity')
    expect(storefrontPageEncoding('zstd, identity;q=0')).toBe('identity')
  })
})

describe('the encoding Next.js’s compression sends', () => {
  it('is the client’s favourite of gzip and deflate, by quality and then by order', () => {
    expect(compressionEncoding('gzip, deflate, br')).toBe('gzip')
    expect(compressionEncoding('GZIP')).toBe('gzip')
    expect(compressionEncoding('gzip;q=0.5, identity')).toBe('identity')
    expect(compressionEncoding('deflate;q=0.9, identity;q=0.1')).toBe('deflate')
  })

  it('prefers gzip to deflate whenever gzip is acceptable at all', () => {
    expect(compressionEncoding('deflate, gzip')).toBe('gzip')
    expect(compressionEncoding('deflate;q=1, gzip;q=0.2')).toBe('gzip')
    expect(compressionEncoding('deflate, gzip;q=0')).toBe('deflate')
  })

  it('never names Brotli, which it does not send', () => {
    expect(compressionEncoding('br')).toBe('identity')
    expect(compressionEncoding('*')).toBe('gzip')
  })
})
