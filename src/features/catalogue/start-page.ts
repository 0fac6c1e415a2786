import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { pageByTemplate } from './storefront-data'

export type StartPage = {
  title: string
  heading: string | null
  steps: { id: string; heading: string; text: string | null }[]
  bookCallUrl: string | null
}

/** GetStartPage: the page with the Start template (limit 1). */
export const getStartPage = unstable_cache(
  async (): Promise<StartPage | null> => {
    const doc = await pageByTemplate('Start', 0)
    if (!doc) return null
    return {
      title: doc.title,
      heading: doc.start?.heading ?? null,
      steps: (doc.start?.steps ?? []).map((step, index) => ({
        id: step.id ?? String(index),
        heading: step.heading,
        text: step.text ?? null,
      })),
      bookCallUrl: doc.start?.bookCallUrl ?? null,
    }
  },
  ['start-page'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.content] },
)
