/** Serialises structured data for a `<script type="application/ld+json">` without letting it end the script. */
export const jsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/** A colour name as it appears in `?colour=`: "Heather Grey" is heather-grey. */
export const colourParam = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
