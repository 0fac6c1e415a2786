// The headers every response carries. The Content-Security-Policy is not among them:
// it names the inline scripts of each page, so proxy.ts sets it per request and the page cache
// per stored page (src/domain/content-security-policy.mjs).

type Header = { key: string; value: string }

export function securityHeaders(): Header[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Payment (Stripe's Payment Request button) is the one browser feature the site uses.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")' },
  ]
}
