import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from '@/domain/content-security-policy.mjs'
import { replayablePage } from '@/lib/page-cache/replayed-page-policy'

const html = '<script nonce="abc">ok()</script><script>injected()</script>'
const page = (policy: string) => ({ headers: { 'content-security-policy': policy, 'content-type': 'text/html' }, body: Buffer.from(html), storedAt: 1 })

describe('a rendered page stored to be sent again', () => {
  it('names the hashes of the scripts its render wrote instead of that render’s nonce', () => {
    const stored = replayablePage(page(contentSecurityPolicy({ development: false, inlineScripts: [nonceSource('abc')] })))
    expect(stored.headers['content-security-policy']).toBe(contentSecurityPolicy({ development: false, inlineScripts: inlineScriptHashes('<script>ok()</script>') }))
    expect(stored.headers['content-type']).toBe('text/html')
    expect(stored.body.toString()).toBe(html)
  })

  it('reads the page’s scripts when the page was stored compressed', () => {
    const policy = contentSecurityPolicy({ development: false, inlineScripts: [nonceSource('abc')] })
    const compressed = { headers: { 'content-security-policy': policy, 'content-encoding': 'gzip' }, body: gzipSync(html), storedAt: 1 }
    expect(replayablePage(compressed).headers['content-security-policy']).toBe(
      contentSecurityPolicy({ development: false, inlineScripts: inlineScriptHashes('<script>ok()</script>') }),
    )
  })

  it('is kept as it is when its policy names no nonce', () => {
    const unchanged = page(contentSecurityPolicy({ development: false }))
    expect(replayablePage(unchanged)).toBe(unchanged)
  })
})
