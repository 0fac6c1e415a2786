import { describe, expect, it } from 'vitest'

import { normalisePurchaseOrder, PURCHASE_ORDER_MESSAGE, purchaseOrderProblem } from '@/domain/purchase-order'

describe('purchaseOrderProblem', () => {
  it('accepts common PO number shapes and nothing at all', () => {
    for (const ok of ['PO-2026/0042', 'ACME 12345', '4500012345', 'po#77.b_2', null, undefined, '', '   ']) {
      expect(purchaseOrderProblem(ok), String(ok)).toBeNull()
    }
  })

  it('refuses other characters, a leading symbol, too long, and non-text', () => {
    for (const bad of ['PO<script>', 'PO\u0000', '-123', 'x'.repeat(41), 'PO;DROP', 42]) {
      expect(purchaseOrderProblem(bad), String(bad)).toBe(PURCHASE_ORDER_MESSAGE)
    }
  })

  it('is measured after trimming', () => {
    expect(purchaseOrderProblem(`  ${'x'.repeat(40)}  `)).toBeNull()
    expect(normalisePurchaseOrder('  PO   12 ')).toBe('PO 12')
  })
})
