import localFont from 'next/font/local'

/**
 * Geist Sans, cut down to Latin and the weights 400–700 by scripts/subset-font.ts (26 KB instead of
 * the `geist` package's 70 KB): on a phone it downloads beside the first product photo. Text shows
 * at once in the size-matched fallback and swaps when the font arrives.
 */
export const geistSans = localFont({
  src: './geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 700',
  display: 'swap',
})
