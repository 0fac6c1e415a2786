import { describe, expect, it } from 'vitest'

import { chartCsvPieces, type ChartTable } from '@/domain/insights/insights-csv'
import { largestSlices, projectSpend, SHIPPING_CATEGORY, spendByCategory } from '@/domain/insights/spend'
import { distributedPercent, onHandSeries } from '@/domain/insights/stock'
import { priceSummary } from '@/domain/pricing'
import { splitInProportion } from '@/domain/proportional-split'

describe('projectSpend', () => {
  it('is what the project’s invoice totals before a card fee: goods and shipping with GST rounded once, half up', () => {
    expect(projectSpend(12_345, 0)).toBe(12_345 + 1_235)
    expect(projectSpend(12_344, 0)).toBe(12_344 + 1_234)
    expect(projectSpend(10_000, 1_995)).toBe(11_995 + 1_200)
    for (const [goods, shipping] of [
      [1, 0],
      [5, 0],
      [15, 0],
      [999_999, 4_321],
      [0, 0],
    ] as const) {
      expect(projectSpend(goods, shipping)).toBe(
        priceSummary({ lines: [{ quantity: 1, pricePerUnit: goods }], shippingEstimate: shipping }).totalIncGst,
      )
    }
  })
})

describe('splitInProportion', () => {
  it('shares cents in proportion and gives the leftovers to the largest remainders, adding up exactly', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitInProportion(10, [3, 3, 4])).toEqual([3, 3, 4])
    expect(splitInProportion(7, [0, 0])).toEqual([7, 0])
    const shares = splitInProportion(1_235, [4_115, 4_115, 4_115])
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1_235)
  })
})

describe('spendByCategory', () => {
  it('shares each project’s GST over its categories and shipping so the categories add up to what the projects cost', () => {
    const parts = [
      { project: 1, category: 'Apparel', goods: 3_333 },
      { project: 1, category: 'Drinkware', goods: 3_333 },
      { project: 2, category: 'Apparel', goods: 5 },
    ]
    const totals = spendByCategory(parts, [
      { project: 1, shipping: 3_334 },
      { project: 2, shipping: 0 },
    ])
    const sum = [...totals.values()].reduce((a, b) => a + b, 0)
    expect(sum).toBe(projectSpend(6_666, 3_334) + projectSpend(5, 0))
    expect(totals.get(SHIPPING_CATEGORY)).toBe(3_334 + 334)
    expect(totals.get('Drinkware')).toBe(3_333 + 333)
    expect(totals.get('Apparel')).toBe(3_333 + 333 + 5 + 1)
  })
})

describe('largestSlices', () => {
  it('keeps the largest and sums the rest into one slice, or keeps all when only one would be left over', () => {
    const slices = [5, 40, 10, 30, 20].map((amount) => ({ key: `k${amount}`, label: `L${amount}`, amount }))
    expect(largestSlices(slices, 2)).toEqual([
      { key: 'k40', label: 'L40', amount: 40 },
      { key: 'k30', label: 'L30', amount: 30 },
      { key: 'everything-else', label: 'Everything else (3)', amount: 35 },
    ])
    expect(largestSlices(slices, 4).map((slice) => slice.amount)).toEqual([40, 30, 20, 10, 5])
  })
})

describe('stock from the ledger', () => {
  it('knows what was on hand at the end of each step from the opening amount and the movements since', () => {
    expect(
      onHandSeries({ units: 100, value: 5_000 }, [
        { units: 0, value: 0 },
        { units: -30, value: -1_500 },
        { units: 50, value: 2_000 },
      ]),
    ).toEqual([
      { units: 100, value: 5_000 },
      { units: 70, value: 3_500 },
      { units: 120, value: 5_500 },
    ])
  })

  it('counts the share of what was produced that reached people, never over 100%', () => {
    expect(distributedPercent({ produced: 200, shipped: 50, inStock: 150 })).toBe(25)
    expect(distributedPercent({ produced: 3, shipped: 2, inStock: 1 })).toBe(67)
    expect(distributedPercent({ produced: 10, shipped: 12, inStock: 0 })).toBe(100)
    expect(distributedPercent({ produced: 0, shipped: 0, inStock: 0 })).toBeNull()
  })
})

describe('chart CSV', () => {
  const csvOf = (table: ChartTable) => [...chartCsvPieces(table)].join('')

  it('writes money as plain decimals, leaves a missing figure empty and quotes what a spreadsheet would run', () => {
    const csv = csvOf({
      columns: [
        { label: 'Team', kind: 'text' },
        { label: 'Spend (AUD)', kind: 'money' },
        { label: 'Budget (AUD)', kind: 'money' },
      ],
      rows: [
        ['=HYPERLINK("http://evil")', 123_456, null],
        ['Sales, East', 5, 100_000],
      ],
    })
    expect(csv.split('\r\n')).toEqual(['Team,Spend (AUD),Budget (AUD)', `"'=HYPERLINK(""http://evil"")",1234.56,`, '"Sales, East",0.05,1000.00'])
  })

  it('writes a long table in pieces of a thousand rows that join into one CSV, every row once', () => {
    const table: ChartTable = {
      columns: [
        { label: 'Order', kind: 'text' },
        { label: 'Produced', kind: 'count' },
      ],
      rows: Array.from({ length: 2_500 }, (_, index) => [`Order ${index + 1}`, index]),
    }
    const pieces = [...chartCsvPieces(table)]
    expect(pieces).toHaveLength(4)
    const lines = pieces.join('').split('\r\n')
    expect(lines).toHaveLength(2_501)
    expect(lines[0]).toBe('Order,Produced')
    expect(lines[1_000]).toBe('Order 1000,999')
    expect(lines[1_001]).toBe('Order 1001,1000')
    expect(lines.at(-1)).toBe('Order 2500,2499')
  })

  it('writes only the header for an empty table', () => {
    expect(csvOf({ columns: [{ label: 'Order', kind: 'text' }], rows: [] })).toBe('Order')
  })
})
