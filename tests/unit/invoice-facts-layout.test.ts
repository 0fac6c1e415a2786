import { describe, expect, it } from 'vitest'

import { layoutFacts, wrapToWidth } from '@/domain/invoice-facts-layout'
import { PURCHASE_ORDER_MAX_LENGTH } from '@/domain/purchase-order'

// Every character 6 pt wide: easy to reason about, close to Helvetica Bold at 9.5 pt.
const width = (text: string) => text.length * 6
const box = { left: 300, right: 545, gap: 12, labelWidth: width, valueWidth: width }

const valueStart = (values: { x: number }[]) => Math.min(...values.map((line) => line.x))

describe('layoutFacts', () => {
  it('starts every value after the widest label and its gap, right-aligned', () => {
    const [number, po] = layoutFacts(
      [
        { label: 'Invoice number', value: 'INV-000001' },
        { label: 'Your PO number', value: 'PO-7' },
      ],
      box,
    )
    expect(number.label).toEqual({ text: 'Invoice number', x: 300 })
    expect(number.values).toEqual([{ text: 'INV-000001', x: 545 - 60 }])
    expect(po.values).toEqual([{ text: 'PO-7', x: 545 - 24 }])
  })

  it('wraps the longest allowed PO number so no line reaches into its label', () => {
    const longest = 'W'.repeat(PURCHASE_ORDER_MAX_LENGTH)
    const [po] = layoutFacts([{ label: 'Your PO number', value: longest }], box)
    const labelEnd = 300 + width('Your PO number')
    expect(valueStart(po.values)).toBeGreaterThanOrEqual(labelEnd + 12)
    expect(po.values.map((line) => line.text).join('')).toBe(longest)
    expect(po.values.every((line) => line.x + width(line.text) <= 545)).toBe(true)
  })
})

describe('wrapToWidth', () => {
  it('keeps text that fits on one line', () => {
    expect(wrapToWidth('PO-1234', 100, width)).toEqual(['PO-1234'])
  })

  it('breaks just after a separator when one fits, else mid-word', () => {
    expect(wrapToWidth('ACME-2025-000123', 66, width)).toEqual(['ACME-2025-', '000123'])
    expect(wrapToWidth('ABCDEFGHIJKL', 36, width)).toEqual(['ABCDEF', 'GHIJKL'])
    expect(wrapToWidth('Head office 42', 72, width)).toEqual(['Head office', '42'])
  })
})
