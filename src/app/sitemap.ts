import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/domain/sitemap'
import { getSitemapContent } from '@/features/catalogue/sitemap-content'
import { serverURL } from '@/platform/http/server-url'

// Read at request time from the tag-cached catalogue: the build has no database to read.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(serverURL(), await getSitemapContent())
}
