import type { MetadataRoute } from 'next'

import { serverURL } from '@/platform/http/server-url'

// The public origin is known only where the app runs, not where it was built.
export const dynamic = 'force-dynamic'

/** Crawlers see the storefront; accounts, review links, the admin and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  const origin = serverURL()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/dashboard', '/review', '/payload-api', '/auth', '/submit-enquiry', '/builds', '/cached'],
    },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
