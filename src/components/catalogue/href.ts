/**
 * Links between listing pages. Default values (page 1, the default sort) are left out, and keys
 * are sorted, so every listing has one canonical address.
 */
export type QueryValues = Record<string, string | number | null | undefined>

export function hrefWith(path: string, values: QueryValues, defaults: QueryValues = {}): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(values).sort()) {
    const value = values[key]
    if (value === null || value === undefined || value === '') continue
    if (defaults[key] !== undefined && String(defaults[key]) === String(value)) continue
    params.set(key, String(value))
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** Serialises structured data for a `<script type="application/ld+json">` without letting it end the script. */
export const jsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/** A colour name as it appears in `?colour=`: "Heather Grey" is heather-grey. */
export const colourParam = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
