import { describe, expect, it } from 'vitest'
import {
  AUSTRALIAN_STATES,
  countryName,
  formatAddress,
  formatAddressWithName,
  postcodeInState,
  validateAustralianAddress,
  type AddressParts,
  type AustralianStateCode,
} from '@/domain/address'

const COLLINS_ST: AddressParts = {
  fullName: 'Jane Citizen',
  companyName: 'Acme Pty Ltd',
  address1: 'Level 2',
  address2: '55 Collins St',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  country: 'AU',
}

describe('countryName', () => {
  it.each([
    ['AU', 'Australia'],
    ['NZ', 'New Zealand'],
    ['GB', 'United Kingdom'],
    ['au', 'Australia'],
  ])('%s is %s', (code, name) => {
    expect(countryName(code)).toBe(name)
  })

  it.each(['XX', 'not a code', ''])('gives back %j when it is not a known region', (code) => {
    expect(countryName(code)).toBe(code)
  })
})

describe('formatAddress', () => {
  it('writes the address on one line', () => {
    expect(formatAddress(COLLINS_ST)).toBe('Level 2, 55 Collins St, Melbourne VIC 3000, Australia')
  })

  it('keeps the suburb as typed', () => {
    expect(formatAddress({ ...COLLINS_ST, suburb: 'south yarra', address2: null })).toBe('Level 2, south yarra VIC 3000, Australia')
  })

  it('skips empty and blank parts', () => {
    expect(
      formatAddress({
        address1: '1 George St',
        address2: '  ',
        suburb: 'Sydney',
        state: '',
        postcode: '2000',
        country: null,
      }),
    ).toBe('1 George St, Sydney 2000')
    expect(formatAddress({ country: 'NZ' })).toBe('New Zealand')
    expect(formatAddress({})).toBe('')
  })

  it('trims the parts', () => {
    expect(
      formatAddress({
        address1: ' 1 George St ',
        suburb: ' Sydney',
        state: 'NSW ',
        postcode: '2000',
      }),
    ).toBe('1 George St, Sydney NSW 2000')
  })

  it('shows an unknown country code as stored', () => {
    expect(formatAddress({ address1: '1 Main Rd', country: 'XX' })).toBe('1 Main Rd, XX')
  })
})

describe('formatAddressWithName', () => {
  it('puts the name and company first', () => {
    expect(formatAddressWithName(COLLINS_ST)).toBe('Jane Citizen, Acme Pty Ltd, Level 2, 55 Collins St, Melbourne VIC 3000, Australia')
  })

  it('skips a missing name or company', () => {
    expect(formatAddressWithName({ ...COLLINS_ST, companyName: '' })).toBe('Jane Citizen, Level 2, 55 Collins St, Melbourne VIC 3000, Australia')
    expect(formatAddressWithName({ ...COLLINS_ST, fullName: null, companyName: undefined })).toBe(formatAddress(COLLINS_ST))
    expect(formatAddressWithName({ fullName: 'Jane Citizen' })).toBe('Jane Citizen')
    expect(formatAddressWithName({})).toBe('')
  })
})

describe('AUSTRALIAN_STATES', () => {
  it('lists the eight states and territories', () => {
    expect(AUSTRALIAN_STATES).toEqual([
      { code: 'ACT', name: 'Australian Capital Territory' },
      { code: 'NSW', name: 'New South Wales' },
      { code: 'NT', name: 'Northern Territory' },
      { code: 'QLD', name: 'Queensland' },
      { code: 'SA', name: 'South Australia' },
      { code: 'TAS', name: 'Tasmania' },
      { code: 'VIC', name: 'Victoria' },
      { code: 'WA', name: 'Western Australia' },
    ])
  })
})

// Inclusive postcode ranges of each state, checked at each edge and one past it.
const RANGES: Record<AustralianStateCode, [string, string][]> = {
  ACT: [
    ['0200', '0299'],
    ['2600', '2618'],
    ['2900', '2920'],
  ],
  NSW: [
    ['1000', '2599'],
    ['2619', '2899'],
    ['2921', '2999'],
  ],
  NT: [['0800', '0999']],
  QLD: [
    ['4000', '4999'],
    ['9000', '9999'],
  ],
  SA: [['5000', '5999']],
  TAS: [['7000', '7999']],
  VIC: [
    ['3000', '3999'],
    ['8000', '8999'],
  ],
  WA: [['6000', '6999']],
}

const pad = (n: number) => String(n).padStart(4, '0')

const rangeEdges = Object.entries(RANGES).flatMap(([state, ranges]) =>
  ranges.map(([low, high]) => ({ state: state as AustralianStateCode, low, high })),
)

function stateOf(postcode: string): AustralianStateCode | undefined {
  return rangeEdges.find(({ low, high }) => postcode >= low && postcode <= high)?.state
}

describe('postcode ranges', () => {
  it.each(rangeEdges)('$state accepts $low and $high', ({ state, low, high }) => {
    expect(postcodeInState(low, state)).toBe(true)
    expect(postcodeInState(high, state)).toBe(true)
    expect(validateAustralianAddress({ ...COLLINS_ST, state, postcode: low })).toEqual({})
    expect(validateAustralianAddress({ ...COLLINS_ST, state, postcode: high })).toEqual({})
  })

  it.each(rangeEdges)('$state refuses the postcodes just outside $low-$high unless they are its own', ({ state, low, high }) => {
    for (const outside of [pad(Number(low) - 1), pad(Number(high) + 1)]) {
      if (outside.length !== 4) continue // past 9999
      const expected = stateOf(outside) === state
      expect(postcodeInState(outside, state)).toBe(expected)
      if (!expected) {
        expect(validateAustralianAddress({ ...COLLINS_ST, state, postcode: outside })).toEqual({
          postcode: `Postcode ${outside} is not in ${state}.`,
        })
      }
    }
  })

  it('places every four-digit postcode in at most one state, matching the range table', () => {
    for (let n = 0; n <= 9999; n++) {
      const postcode = pad(n)
      const owners = AUSTRALIAN_STATES.filter(({ code }) => postcodeInState(postcode, code)).map((s) => s.code)
      const expected = stateOf(postcode)
      expect(owners).toEqual(expected ? [expected] : [])
    }
  })

  it('needs exactly four digits', () => {
    expect(postcodeInState('200', 'ACT')).toBe(false)
    expect(postcodeInState('30000', 'VIC')).toBe(false)
    expect(postcodeInState('3OOO', 'VIC')).toBe(false)
  })
})

describe('validateAustralianAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAustralianAddress(COLLINS_ST)).toEqual({})
    expect(
      validateAustralianAddress({
        address1: '1 George St',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      }),
    ).toEqual({})
  })

  it('explains every missing field', () => {
    expect(validateAustralianAddress({})).toEqual({
      address1: 'Enter a street address.',
      suburb: 'Enter a suburb.',
      state: 'Choose a state or territory.',
      postcode: 'Enter a postcode.',
    })
    expect(validateAustralianAddress({ address1: '  ', suburb: ' ', state: ' ', postcode: ' ' })).toEqual({
      address1: 'Enter a street address.',
      suburb: 'Enter a suburb.',
      state: 'Choose a state or territory.',
      postcode: 'Enter a postcode.',
    })
  })

  it('does not need a second address line', () => {
    expect(validateAustralianAddress({ ...COLLINS_ST, address2: null })).toEqual({})
  })

  it('refuses a state that is not a code', () => {
    expect(validateAustralianAddress({ ...COLLINS_ST, state: 'Victoria' })).toEqual({
      state: '"Victoria" is not an Australian state or territory.',
    })
  })

  it.each(['300', '30000', '3OOO', '3000a', '30 00'])('refuses the postcode %j as not four digits', (postcode) => {
    expect(validateAustralianAddress({ ...COLLINS_ST, postcode })).toEqual({
      postcode: 'Postcode must be exactly 4 digits.',
    })
  })

  it('says which state a postcode does not belong to', () => {
    expect(validateAustralianAddress({ ...COLLINS_ST, state: 'NSW', postcode: '3000' })).toEqual({
      postcode: 'Postcode 3000 is not in NSW.',
    })
    expect(validateAustralianAddress({ ...COLLINS_ST, state: 'ACT', postcode: '2619' })).toEqual({
      postcode: 'Postcode 2619 is not in ACT.',
    })
  })

  it('does not blame the postcode when the state is the problem', () => {
    expect(validateAustralianAddress({ ...COLLINS_ST, state: 'XYZ', postcode: '3000' })).toEqual({
      state: '"XYZ" is not an Australian state or territory.',
    })
  })
})
