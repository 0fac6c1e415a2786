// The site's Content-Security-Policy: one policy the storefront, dashboard, share-link
// review pages (Stripe Elements) and the Payload admin all work under: scripts only from ourselves
// and Stripe, frames only Stripe's, nothing may frame us, no <base> to redirect relative URLs.
// An inline script runs only if the page's policy names it, by the nonce of the render that wrote
// it or by its SHA-256 hash. Plain JavaScript with type annotations in comments: the production
// server (scripts/serve.ts) loads it too, beside Next.js's bundles.
import { createHash } from 'node:crypto'

const STRIPE_SCRIPT = 'https://js.stripe.com'

/**
 * @param {{ development: boolean, inlineScripts?: string[] }} options `inlineScripts` are source
 *   expressions (`nonceSource`, `inlineScriptHashes`) naming the inline scripts allowed to run.
 * @returns {string}
 */
export function contentSecurityPolicy({ development, inlineScripts = [] }) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // Development needs eval for React's fast refresh; production never does.
    'script-src': ["'self'", STRIPE_SCRIPT, ...inlineScripts, ...(development ? ["'unsafe-eval'"] : [])],
    // React and the admin set style attributes, which only 'unsafe-inline' allows; styles run no code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', ...(development ? ['ws:'] : [])],
    'frame-src': ["'self'", STRIPE_SCRIPT, 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** @param {string} nonce @returns {string} */
export const nonceSource = (nonce) => `'nonce-${nonce}'`

/**
 * The nonce a policy names for its inline scripts, as Next.js reads it from the request.
 * @param {string} policy
 * @returns {string | null}
 */
export function policyNonce(policy) {
  const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src '))
  return scriptSources?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

// A script element's text runs to the first `</script` (HTML's script data state), so a pattern
// reads it exactly as the browser does; its bytes are what CSP hashes.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi
const ATTRIBUTE = (/** @type {string} */ name) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
// Only these types run; JSON-LD and other data blocks are never executed, so CSP ignores them.
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** @param {string} attributes @param {string} name @returns {string | undefined} */
const attribute = (attributes, name) => {
  const match = attributes.match(ATTRIBUTE(name))
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/**
 * The inline scripts of an HTML page that a browser would run: their text and nonce.
 * @param {string} html
 * @returns {{ text: string, nonce: string | undefined }[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => attribute(attributes, 'src') === undefined)
    .filter(([, attributes = '']) => SCRIPT_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase()))
    .map(([, attributes = '', text = '']) => ({ text, nonce: attribute(attributes, 'nonce') }))
}

/** @param {string} text @returns {string} */
export const scriptHashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Hash sources for a page's inline scripts, once, when the page is stored, so it can be sent
 * again to anyone without a nonce. Given the nonce it was rendered with, only the scripts that
 * render wrote (they carry the nonce) are named: anything else in the page stays blocked.
 * @param {string} html
 * @param {{ nonce?: string }} [options]
 * @returns {string[]}
 */
export function inlineScriptHashes(html, { nonce } = {}) {
  const texts = inlineScripts(html)
    .filter((script) => nonce === undefined || script.nonce === nonce)
    .map((script) => script.text)
  return [...new Set(texts)].map(scriptHashSource)
}
