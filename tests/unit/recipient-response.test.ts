import { describe, expect, it } from 'vitest'

import { checkRecipientResponse } from '@/domain/recipient-response'
import { responsesCsv } from '@/domain/recipient-response-csv'

const address = {
  fullName: 'Priya Sharma',
  email: 'Priya@Example.com',
  address1: '55 Collins Street',
  suburb: 'Melbourne',
  state: 'vic',
  postcode: '3000',
}
const context = { sizedLines: [{ id: 11, title: 'Classic Tee' }], sizingOptions: [1, 2, 3] }

describe('checkRecipientResponse', () => {
  it('takes an Australian address and one size per sized item', () => {
    const checked = checkRecipientResponse({ recipient: address, sizes: [{ lineItem: 11, group: 'womens', sizingOption: 2 }] }, context)
    expect(checked).toMatchObject({
      ok: true,
      recipient: { email: 'priya@example.com', state: 'VIC', country: 'AU' },
      sizes: [{ lineItem: 11, group: 'womens', sizingOption: 2 }],
    })
  })

  it('checks the state and postcode with the address book’s rules, whatever country is sent', () => {
    const checked = checkRecipientResponse(
      { recipient: { ...address, state: 'NSW', country: 'NZ' }, sizes: [{ lineItem: 11, group: 'mens', sizingOption: 1 }] },
      context,
    )
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(['postcode'])
  })

  it('needs an email, a size for every sized item and sizes from the list', () => {
    const checked = checkRecipientResponse({ recipient: { ...address, email: '' }, sizes: [] }, context)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.errors).toMatchObject({ email: expect.stringMatching(/email/), 'sizes.11': 'Choose your size for Classic Tee.' })
    const unknownSize = checkRecipientResponse({ recipient: address, sizes: [{ lineItem: 11, group: 'mens', sizingOption: 99 }] }, context)
    expect(unknownSize).toEqual({ ok: false, errors: { 'sizes.11': 'Choose a size from the list.' } })
    const otherItem = checkRecipientResponse(
      {
        recipient: address,
        sizes: [
          { lineItem: 11, group: 'mens', sizingOption: 1 },
          { lineItem: 12, group: 'mens', sizingOption: 1 },
        ],
      },
      context,
    )
    expect(otherItem).toEqual({ ok: false, errors: { sizes: 'Choose sizes only for the items on this link.' } })
  })

  it('refuses a body that is not a response', () => {
    expect(checkRecipientResponse('hello', context).ok).toBe(false)
    expect(checkRecipientResponse({ recipient: address, sizes: 'M' }, context).ok).toBe(false)
  })
})

describe('responsesCsv', () => {
  it('has a column per sized item and keeps formulas from running', () => {
    const csv = responsesCsv(
      [
        {
          submittedAt: '2026-11-26T06:00:00.000Z',
          fullName: '=HYPERLINK("x")',
          email: 'a@example.com',
          phone: null,
          companyName: null,
          address1: '1 Main St',
          address2: null,
          suburb: 'Perth',
          state: 'WA',
          postcode: '6000',
          sizes: { 'Classic Tee': 'Women’s M' },
          shipment: 12,
        },
      ],
      ['Classic Tee'],
      true,
    )
    const [header, row] = csv.split('\r\n')
    expect(header).toBe('Submitted,Full name,Email,Phone,Company,Address line 1,Address line 2,Suburb,State,Postcode,Size: Classic Tee,Shipment')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(row).toContain('Women’s M,#12')
  })
})
