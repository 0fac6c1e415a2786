import { expect, it } from 'vitest'

import { hookTable } from '../support/hook-table'

// The sanitised config carries every hook a wrapper or a plugin adds; loading it takes seconds.
it('lists, per collection, the hooks a save runs in their order', async () => {
  const config = await (await import('@/payload.config')).default
  await expect(hookTable(config)).toMatchFileSnapshot('../../docs/collection-hooks.md')
}, 120_000)
