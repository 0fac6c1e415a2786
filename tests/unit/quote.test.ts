import { describe, expect, it } from 'vitest'

import { proposalLinesFor, type ProductToQuote } from '@/domain/enquiry-conversion'
import { subtotal } from '@/domain/pricing'
import { exactQuantityProblem, quoteFor, quoteLine, quotedQuantity } from '@/domain/quote'
import { amountWording, quantityWording } from '@/domain/quote-wording'
import { parseQuoteRequest } from '@/domain/quote-request'

const screenPrint = { id: 11, label: 'Screen print', unitPrice: 180, setupFee: 6500 }
const embroidery = { id: 12, label: 'Embroidery', unitPrice: 450, setupFee: 8500 }

const tee: ProductToQuote = {
  id: 1,
  title: 'Classic Tee',
  minimumQuantity: 25,
  hasSizing: true,
  priceBreaks: [
    { minQuantity: 100, pricePerUnit: 1500 },
    { minQuantity: 25, pricePerUnit: 1800 },
    { minQuantity: 250, pricePerUnit: 1333 },
  ],
  decorations: [screenPrint, embroidery],
}
const bottle: ProductToQuote = {
  id: 2,
  title: 'Steel Bottle',
  minimumQuantity: 10,
  priceBreaks: [{ minQuantity: 10, pricePerUnit: 2201 }],
  decorations: [],
}

describe('quotedQuantity', () => {
  it('takes the low end of a closed range, and "from" only for an open one', () => {
    expect(quotedQuantity('100 to 250', null, 25)).toEqual({ quantity: 100, isFrom: false, raisedToMinimum: false })
    expect(quotedQuantity('250+', null, 25)).toEqual({ quantity: 250, isFrom: true, raisedToMinimum: false })
    expect(quotedQuantity('Not sure', null, 25)).toEqual({ quantity: 50, isFrom: true, raisedToMinimum: false })
    expect(quotedQuantity(null, undefined, 1)).toEqual({ quantity: 50, isFrom: true, raisedToMinimum: false })
  })

  it('prefers an exact quantity to the range, never below the minimum order', () => {
    expect(quotedQuantity('250+', 137, 25)).toEqual({ quantity: 137, isFrom: false, raisedToMinimum: false })
    expect(quotedQuantity('10 to 25', null, 25)).toEqual({ quantity: 25, isFrom: false, raisedToMinimum: true })
    expect(quotedQuantity('250+', 12, 25)).toEqual({ quantity: 25, isFrom: false, raisedToMinimum: true })
  })

  it('ignores an exact quantity that cannot be quoted', () => {
    expect(quotedQuantity('50 to 100', 0, 1).quantity).toBe(50)
    expect(quotedQuantity('50 to 100', 2.5, 1).quantity).toBe(50)
  })
})

describe('exactQuantityProblem', () => {
  it.each([
    [0, 'The quantity must be at least 1.'],
    [-3, 'The quantity must be at least 1.'],
    ['-3', 'The quantity must be at least 1.'],
    [1.5, 'Enter a whole number of items.'],
    ['abc', 'Enter the quantity as a number, such as 150.'],
    [Number.NaN, 'Enter the quantity as a number, such as 150.'],
    [Infinity, 'Enter the quantity as a number, such as 150.'],
    [100_001, 'For more than 100,000 of an item, tell us in the notes and we will quote it for you.'],
  ])('refuses %s in plain words', (value, message) => {
    expect(exactQuantityProblem(value)).toBe(message)
  })

  it.each([null, undefined, '', 1, 100_000, ' 150 '])('accepts %s', (value) => {
    expect(exactQuantityProblem(value)).toBeNull()
  })
})

describe('quoteLine', () => {
  it('prices the break reached plus the decoration per item, and the set-up once', () => {
    const line = quoteLine('100 to 250', { product: tee, variantName: 'Navy', decoration: screenPrint.id })
    expect(line).toEqual({
      title: 'Classic Tee — Navy',
      product: 1,
      decoration: { id: 11, label: 'Screen print' },
      quantity: 100,
      isFrom: false,
      raisedToMinimum: false,
      priceBreak: 100,
      unitPrice: 1500,
      decorationUnitPrice: 180,
      pricePerItem: 1680,
      setupFee: 6500,
      total: 100 * 1680 + 6500,
    })
  })

  it('moves to the next break exactly at its quantity', () => {
    expect(quoteLine(null, { product: tee, exactQuantity: 99 })).toMatchObject({ priceBreak: 25, unitPrice: 1800 })
    expect(quoteLine(null, { product: tee, exactQuantity: 250 })).toMatchObject({ priceBreak: 250, unitPrice: 1333 })
  })

  it('prices a decoration the product does not offer as none', () => {
    expect(quoteLine('50 to 100', { product: bottle, decoration: screenPrint.id })).toMatchObject({
      decoration: null,
      setupFee: 0,
      pricePerItem: 2201,
    })
  })

  it('uses the list price of a product without breaks', () => {
    const plain = { id: 3, title: 'Sticker', price: 95, decorations: [] }
    expect(quoteLine('25 to 50', { product: plain })).toMatchObject({ priceBreak: null, unitPrice: 95, total: 25 * 95 })
  })
})

describe('quoteFor', () => {
  it('adds GST of 10 % on the whole, rounded half up to the cent', () => {
    // 33 × $22.01 = $726.33; GST $72.633 → $72.63.
    const down = quoteFor(null, [{ product: bottle, exactQuantity: 33 }])
    expect(down).toMatchObject({ subtotal: 72633, gst: 7263, total: 79896, isFrom: false })
    // 35 × $22.01 = $770.35; GST $77.035 → $77.04.
    const up = quoteFor(null, [{ product: bottle, exactQuantity: 35 }])
    expect(up).toMatchObject({ subtotal: 77035, gst: 7704, total: 84739 })
  })

  it('is "from" when any line is priced at an open range', () => {
    const quote = quoteFor('250+', [
      { product: tee, decoration: embroidery.id },
      { product: bottle, exactQuantity: 40 },
    ])
    expect(quote.lines.map((line) => line.isFrom)).toEqual([true, false])
    expect(quote.isFrom).toBe(true)
    expect(quote.subtotal).toBe(250 * (1333 + 450) + 8500 + 40 * 2201)
    expect(amountWording(quote.total, quote.isFrom)).toMatch(/^From \$/)
    expect(quantityWording(quote.lines[0]!)).toBe('from 250')
    expect(quantityWording(quote.lines[1]!)).toBe('40')
  })
})

describe('the proposal drafted from an enquiry', () => {
  it('starts from the estimate: the same subtotal, with each set-up fee as a line', () => {
    const enquiry = {
      quantity: '50 to 100',
      items: [
        { product: 1, variant: 7, decoration: screenPrint.id, quantity: 120 },
        { product: 2, variant: null, decoration: null, quantity: null },
      ],
    }
    const products = new Map([
      [1, tee],
      [2, bottle],
    ])
    const lines = proposalLinesFor(enquiry, products, new Map([[7, 'Navy']]))
    const estimate = quoteFor(enquiry.quantity, [
      { product: tee, variantName: 'Navy', decoration: screenPrint.id, exactQuantity: 120 },
      { product: bottle },
    ])
    expect(subtotal(lines)).toBe(estimate.subtotal)
    expect(lines).toEqual([
      {
        title: 'Classic Tee — Navy',
        product: 1,
        variant: 7,
        quantity: 120,
        pricePerUnit: 1680,
        hasSizing: true,
        isSetUpFee: false,
        customDesignOptions: [11],
        position: 1,
      },
      {
        title: 'Set-up: Screen print — Classic Tee — Navy',
        product: null,
        variant: null,
        quantity: 1,
        pricePerUnit: 6500,
        hasSizing: false,
        isSetUpFee: true,
        customDesignOptions: [11],
        position: 2,
      },
      {
        title: 'Steel Bottle',
        product: 2,
        variant: null,
        quantity: 50,
        pricePerUnit: 2201,
        hasSizing: false,
        isSetUpFee: false,
        customDesignOptions: [],
        position: 3,
      },
    ])
  })
})

describe('parseQuoteRequest', () => {
  it('reads a list of product ids, each once', () => {
    expect(parseQuoteRequest('3,1,3')).toEqual({ ok: true, productIds: [3, 1] })
  })
  it.each([null, '', 'a,b', '1,-2', '0', '1.5', `${'1,'.repeat(101)}`])('refuses %j with a reason', (value) => {
    const parsed = parseQuoteRequest(value)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toMatch(/products|whole numbers|at most/)
  })
})
