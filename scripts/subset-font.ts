/**
 * `node --import tsx scripts/subset-font.ts`: writes the storefront's font, src/fonts/geist-sans-latin.woff2,
 * from the `geist` package's variable Geist Sans. The full font (70 KB) carries scripts the site never
 * shows and weights it never uses, and it loads beside the first product photo on a phone; this copy
 * keeps Latin (with Latin-1 and Latin Extended-A, for names such as Māori and European ones), common
 * punctuation and symbols, and the weights from 400 to 700 (normal, medium, semibold and the bold of
 * <strong>). Run it again after upgrading `geist`; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
// The package exports no font files, so the path is taken beside its entry point (as src/seed does).
const source = path.join(path.dirname(require.resolve('geist/font')), 'fonts/geist-sans/Geist-Variable.woff2')
const target = path.resolve(import.meta.dirname, '../src/fonts/geist-sans-latin.woff2')

/** Code point ranges kept, inclusive. */
const RANGES: [number, number][] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
]

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))).join('')
const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } })
writeFileSync(target, subset)
console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes (from ${readFileSync(source).length})`)
