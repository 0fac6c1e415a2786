/** A page's query string as Next.js hands it over: each name once, several times, or not at all. */
export type PageSearch = Promise<Record<string, string | string[] | undefined>>

/** A query value given once; a repeated or missing one counts as not given. */
export const singleValue = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value : undefined)
