import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, inlineScriptHashes, inlineScripts, nonceSource, policyNonce } from '@/domain/content-security-policy.mjs'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('content security policy', () => {
  const production = contentSecurityPolicy({ development: false })

  it('lets nobody frame the site, allows no plugins and no <base>', () => {
    expect(directive(production, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(production, 'object-src')).toEqual(["'none'"])
    expect(directive(production, 'base-uri')).toEqual(["'none'"])
  })

  it('allows scripts and frames only from the site and Stripe, and no inline script it does not name', () => {
    expect(directive(production, 'script-src')).toEqual(["'self'", 'https://js.stripe.com'])
    expect(directive(production, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(directive(production, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
  })

  it('names the inline scripts it is given', () => {
    const policy = contentSecurityPolicy({ development: false, inlineScripts: [nonceSource('abc'), sha256('x()')] })
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.stripe.com', "'nonce-abc'", sha256('x()')])
  })

  it('adds eval and the dev-server socket only in development', () => {
    const development = contentSecurityPolicy({ development: true })
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(development, 'connect-src')).toContain('ws:')
    expect(production).not.toContain('unsafe-eval')
  })

  it('gives back the nonce it names for scripts', () => {
    expect(policyNonce(contentSecurityPolicy({ development: false, inlineScripts: [nonceSource('r4nd/0m+==')] }))).toBe('r4nd/0m+==')
    expect(policyNonce(production)).toBeNull()
  })
})

describe('inline scripts of a page', () => {
  const page = [
    '<html><head><script src="/_next/static/app.js" async=""></script>',
    '<script nonce="n1">self.__next_f.push([0])</script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    "<SCRIPT type='module' nonce=n1>\nimport('/x.js')\n</SCRIPT>",
    '</head><body><script>alert("injected")</script>',
    '<script nonce="n1">self.__next_f.push([0])</script></body></html>',
  ].join('')

  it('are the scripts a browser would run, with their exact text and nonce', () => {
    expect(inlineScripts(page)).toEqual([
      { text: 'self.__next_f.push([0])', nonce: 'n1' },
      { text: "\nimport('/x.js')\n", nonce: 'n1' },
      { text: 'alert("injected")', nonce: undefined },
      { text: 'self.__next_f.push([0])', nonce: 'n1' },
    ])
  })

  it('are hashed once each, as CSP hashes them', () => {
    expect(inlineScriptHashes(page)).toEqual([sha256('self.__next_f.push([0])'), sha256("\nimport('/x.js')\n"), sha256('alert("injected")')])
  })

  it('are hashed only when the render that wrote them gave them its nonce, when it did', () => {
    expect(inlineScriptHashes(page, { nonce: 'n1' })).toEqual([sha256('self.__next_f.push([0])'), sha256("\nimport('/x.js')\n")])
  })

  it('hash non-ASCII text by its UTF-8 bytes', () => {
    expect(inlineScriptHashes('<script>"Café – 5 €"</script>')).toEqual([sha256('"Café – 5 €"')])
  })
})
