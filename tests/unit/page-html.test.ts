import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { pageHtml } from '@/platform/page-cache/page-html'

const HTML = '<!DOCTYPE html><html><body><script>self.__next_f.push([1,"é"])</script></body></html>'

describe('the HTML of a page as it was sent', () => {
  it('is the bytes themselves when they were sent uncompressed', () => {
    expect(pageHtml(Buffer.from(HTML), undefined)).toBe(HTML)
  })

  it('is decoded from gzip, brotli and deflate as the content-encoding says', () => {
    expect(pageHtml(gzipSync(HTML), 'gzip')).toBe(HTML)
    expect(pageHtml(brotliCompressSync(HTML), 'br')).toBe(HTML)
    expect(pageHtml(deflateSync(HTML), 'deflate')).toBe(HTML)
  })
})
