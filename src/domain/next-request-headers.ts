/** Request headers as Node's http module gives them. */
export type RequestHeaders = Record<string, string | string[] | undefined>

/** Client-side navigations, prefetches and server actions carry these; Next.js answers them itself. */
export const NEXT_ONLY_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'range']
