import { describe, expect, it } from 'vitest'

import { checkFinalisation } from '@/domain/finalisation'

const lines = [
  { id: 11, title: 'Classic Cotton Tee', quantity: 10, hasSizing: true },
  { id: 12, title: 'Tote', quantity: 10, hasSizing: false },
]
const context = { lines, sizingOptions: [1, 2, 3], today: '2026-11-21' }
const address = { fullName: 'Priya Sharma', address1: '55 Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000' }

const valid = {
  packingType: 'individual_items',
  numberOfPacks: null,
  sizes: [{ lineItem: 11, mens: [{ sizingOption: 1, quantity: 6 }], womens: [{ sizingOption: 2, quantity: 4 }] }],
  shipmentType: 'single_drop',
  recipient: address,
  distributionList: [],
  country: 'AU',
  dueDate: '2026-12-20',
}

describe('finalising a proposal', () => {
  it('accepts sizes that add up, an Australian address and a future date', () => {
    const result = checkFinalisation(valid, context)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.data.recipient).toMatchObject({ ...address, country: 'AU' })
  })

  it('names a sized line whose sizes do not add up, with what is left', () => {
    const result = checkFinalisation({ ...valid, sizes: [{ lineItem: 11, mens: [{ sizingOption: 1, quantity: 6 }], womens: [] }] }, context)
    expect(result).toEqual({ ok: false, errors: { 'sizes.11': 'Sizes for "Classic Cotton Tee" add up to 6 of 10 — 4 still to assign.' } })
  })

  it('requires every sized line, only offered sizes, and no sizes on unsized lines', () => {
    expect(checkFinalisation({ ...valid, sizes: [] }, context)).toMatchObject({ ok: false, errors: { 'sizes.11': expect.stringMatching(/0 of 10/) } })
    expect(checkFinalisation({ ...valid, sizes: [{ lineItem: 11, mens: [{ sizingOption: 9, quantity: 10 }], womens: [] }] }, context)).toMatchObject({
      errors: { 'sizes.11': 'Choose sizes from the list.' },
    })
    expect(
      checkFinalisation({ ...valid, sizes: [...valid.sizes, { lineItem: 12, mens: [{ sizingOption: 1, quantity: 10 }], womens: [] }] }, context),
    ).toMatchObject({ errors: { 'sizes.12': 'This item has no sizes.' } })
  })

  it('checks the postcode against the state and reports every problem at once', () => {
    const result = checkFinalisation({ ...valid, recipient: { ...address, postcode: '2000' }, dueDate: '2026-11-21', sizes: [] }, context)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors['recipient.postcode']).toBe('Postcode 2000 is not in VIC.')
      expect(result.errors.dueDate).toBe('Choose a date after today.')
      expect(result.errors['sizes.11']).toBeDefined()
    }
  })

  it('reports the size shortfall beside a missing date and country, not only the date', () => {
    const result = checkFinalisation(
      { ...valid, sizes: [{ lineItem: 11, mens: [{ sizingOption: 1, quantity: 5 }], womens: [] }], dueDate: '', country: '' },
      context,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        'sizes.11': 'Sizes for "Classic Cotton Tee" add up to 5 of 10 — 5 still to assign.',
        dueDate: 'Choose the date you need the order by.',
        country: 'Choose a country.',
      },
    })
  })

  it('asks for the number of packs when packing swag packs', () => {
    expect(checkFinalisation({ ...valid, packingType: 'swag_packs' }, context)).toMatchObject({
      errors: { numberOfPacks: 'Enter how many packs to make.' },
    })
    expect(checkFinalisation({ ...valid, packingType: 'swag_packs', numberOfPacks: 10 }, context).ok).toBe(true)
  })

  it('lets a distribution list send no more than was ordered, the rest staying in the warehouse', () => {
    const entry = (quantity: number) => ({ recipient: address, items: [{ lineItem: 12, quantity }] })
    const list = { ...valid, shipmentType: 'distribution_list', recipient: null }
    expect(checkFinalisation({ ...list, distributionList: [entry(4), entry(5)] }, context).ok).toBe(true)
    expect(checkFinalisation({ ...list, distributionList: [entry(6), entry(5)] }, context)).toMatchObject({
      errors: { distributionList: 'The list sends 11 of "Tote", but the order has 10.' },
    })
    expect(checkFinalisation({ ...list, distributionList: [] }, context)).toMatchObject({
      errors: { distributionList: 'Add at least one recipient.' },
    })
    expect(checkFinalisation({ ...list, distributionList: [entry(0)] }, context)).toMatchObject({
      errors: { 'distributionList.0.items': 'Choose at least one item for this recipient.' },
    })
    expect(checkFinalisation({ ...list, distributionList: [{ recipient: address, items: [{ lineItem: 99, quantity: 1 }] }] }, context)).toMatchObject(
      {
        errors: { 'distributionList.0.items': 'Choose items from this proposal.' },
      },
    )
  })

  it('refuses malformed input with field messages instead of throwing', () => {
    const result = checkFinalisation({ packingType: 'crates', dueDate: 'soon' }, context)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['packingType', 'dueDate']))
    expect(checkFinalisation(null, context).ok).toBe(false)
    expect(checkFinalisation({ ...valid, dueDate: '2026-02-30' }, context)).toMatchObject({
      errors: { dueDate: 'Choose the date you need the order by.' },
    })
  })
})
