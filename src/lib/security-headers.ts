// The headers every response carries (DESIGN §9). The Content-Security-Policy is one the
// storefront, dashboard, share-link review pages (Stripe Elements) and the Payload admin all work
// under: scripts only from ourselves and Stripe, frames only Stripe's, nothing may frame us.
// Inline scripts stay allowed because Next.js streams its page data as inline scripts.

type Header = { key: string; value: string }

const STRIPE_SCRIPT = 'https://js.stripe.com'

export function contentSecurityPolicy({ development }: { development: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Development needs eval for React's fast refresh; production never does.
    'script-src': ["'self'", "'unsafe-inline'", STRIPE_SCRIPT, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://api.stripe.com', ...(development ? ['ws:'] : [])],
    'frame-src': ["'self'", STRIPE_SCRIPT, 'https://hooks.stripe.com'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export function securityHeaders({ development }: { development: boolean }): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Payment (Stripe's Payment Request button) is the one browser feature the site uses.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")' },
  ]
}
