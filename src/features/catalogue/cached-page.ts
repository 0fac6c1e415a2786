import { queryOfCacheKey } from '@/domain/storefront-url'

/** The route parameters of a cached storefront page: its cache key and the page's own. */
export type CachedPageParams<Own = object> = Promise<Own & { key: string }>

/** The whitelisted query the page was rendered for (proxy.ts put it into the key). */
export const cachedPageQuery = async (params: CachedPageParams): Promise<Record<string, string>> => queryOfCacheKey((await params).key)
