import { describe, expect, it } from 'vitest'

import { conversionProblem, proposalLinesFor, type ProductToQuote } from '@/domain/enquiry-conversion'

const tee: ProductToQuote = {
  id: 1,
  title: 'Classic Tee',
  minimumQuantity: 25,
  hasSizing: true,
  priceBreaks: [
    { minQuantity: 25, pricePerUnit: 1800 },
    { minQuantity: 100, pricePerUnit: 1500 },
  ],
  decorations: [],
}
const bottle: ProductToQuote = {
  id: 2,
  title: 'Steel Bottle',
  minimumQuantity: 10,
  priceBreaks: [{ minQuantity: 10, pricePerUnit: 2200 }],
  decorations: [],
}
const products = new Map([
  [1, tee],
  [2, bottle],
])
const variants = new Map([[7, 'Navy']])

describe('conversionProblem', () => {
  const ready = { status: 'submitted', customer: 3, project: null, items: [] }

  it('accepts a submitted enquiry with a customer and no project', () => {
    expect(conversionProblem(ready)).toBeNull()
  })
  it('refuses an enquiry that already has a project', () => {
    expect(conversionProblem({ ...ready, project: 9 })).toBe('This enquiry already has a project.')
  })
  it('refuses a pending enquiry', () => {
    expect(conversionProblem({ ...ready, status: 'pending' })).toBe('Only a submitted enquiry can become a project.')
  })
  it('refuses an enquiry without a customer', () => {
    expect(conversionProblem({ ...ready, customer: null })).toBe('This enquiry has no customer to own the project.')
  })
})

describe('proposalLinesFor', () => {
  it('makes one line per item at the low end of the range and the price break it reaches', () => {
    const lines = proposalLinesFor(
      {
        quantity: '100 to 250',
        items: [
          { product: 1, variant: 7 },
          { product: 2, variant: null },
        ],
      },
      products,
      variants,
    )
    expect(lines).toEqual([
      {
        title: 'Classic Tee — Navy',
        product: 1,
        variant: 7,
        quantity: 100,
        pricePerUnit: 1500,
        hasSizing: true,
        isSetUpFee: false,
        customDesignOptions: [],
        position: 1,
      },
      {
        title: 'Steel Bottle',
        product: 2,
        variant: null,
        quantity: 100,
        pricePerUnit: 2200,
        hasSizing: false,
        isSetUpFee: false,
        customDesignOptions: [],
        position: 2,
      },
    ])
  })

  it('never quotes below the product minimum, and uses 50 when the customer is unsure', () => {
    const lines = proposalLinesFor(
      {
        quantity: '10 to 25',
        items: [
          { product: 1, variant: null },
          { product: 2, variant: null },
        ],
      },
      products,
      variants,
    )
    expect(lines.map((line) => line.quantity)).toEqual([25, 10])
    expect(proposalLinesFor({ quantity: 'Not sure', items: [{ product: 2, variant: null }] }, products, variants)[0]!.quantity).toBe(50)
    expect(proposalLinesFor({ quantity: null, items: [{ product: 2, variant: null }] }, products, variants)[0]!.quantity).toBe(50)
  })

  it('leaves out deleted products and unknown variants, numbering what remains', () => {
    const lines = proposalLinesFor(
      {
        quantity: '50 to 100',
        items: [
          { product: 99, variant: null },
          { product: 1, variant: 42 },
        ],
      },
      products,
      variants,
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ title: 'Classic Tee', variant: null, position: 1, pricePerUnit: 1800 })
  })
})
