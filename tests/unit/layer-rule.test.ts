import { describe, expect, it } from 'vitest'

import { layerViolations } from '../support/layer-violations'

// The rule as `npm run check:layers` runs it, over a small tree that breaks it on purpose.
const violationsOf = (files: string[]) => layerViolations('layers', files)

describe('the layer rule', () => {
  it('refuses an upward import (a type-only one too), a component importing a page, and a cycle', async () => {
    const violations = await violationsOf(['src'])
    expect(violations).toEqual(
      expect.arrayContaining([
        'platform-below-collections: src/platform/cart-cache.ts → src/features/shop/cart.ts',
        'components-below-app: src/components/cart-summary.ts → src/app/page.ts',
        expect.stringMatching(/^no-circular: src\/domain\/(halves|rounding)\.ts → src\/domain\/(halves|rounding)\.ts$/),
      ]),
    )
    expect(violations.filter((violation) => !violation.startsWith('no-circular'))).toHaveLength(2)
  })

  it('lets imports point down', async () => {
    expect(await violationsOf(['src/app/page.ts'])).toEqual([])
  })
})
