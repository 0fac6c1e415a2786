import { createRequire } from 'node:module'
import path from 'node:path'

import { cruise, type ICruiseResult } from 'dependency-cruiser'

const { forbidden, options } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs')

/**
 * The layer rules as `npm run check:layers` runs them, over `files` of a small fixture tree under
 * tests/unit/fixtures/ that breaks them on purpose: each violation as "rule: from → to".
 */
export const layerViolations = async (fixture: string, files: string[]): Promise<string[]> => {
  const baseDir = path.resolve(import.meta.dirname, '../unit/fixtures', fixture)
  const { output } = await cruise(files, { ...options, tsConfig: undefined, baseDir, validate: true, ruleSet: { forbidden } })
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
}
