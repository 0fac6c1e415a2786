import { describe, expect, it } from 'vitest'

import { linkState, recipientLinkSchema, stockCoversOneMore } from '@/domain/recipient-link'

const NOW = new Date('2026-11-26T06:00:00Z')

describe('linkState', () => {
  it('is open with no limits, or under its cap before its expiry', () => {
    expect(linkState({}, NOW)).toBe('open')
    expect(linkState({ cap: 3, responseCount: 2, expiresAt: '2026-11-27T00:00:00Z' }, NOW)).toBe('open')
  })

  it('is full once the responses reach the cap', () => {
    expect(linkState({ cap: 3, responseCount: 3 }, NOW)).toBe('full')
    expect(linkState({ cap: 1, responseCount: 5 }, NOW)).toBe('full')
  })

  it('is expired from its expiry on', () => {
    expect(linkState({ expiresAt: NOW.toISOString() }, NOW)).toBe('expired')
    expect(linkState({ expiresAt: '2026-11-01T00:00:00Z', cap: 1, responseCount: 1 }, NOW)).toBe('expired')
  })

  it('is closed whatever else holds', () => {
    expect(linkState({ closedAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-01T00:00:00Z', cap: 1, responseCount: 1 }, NOW)).toBe('closed')
  })
})

describe('stockCoversOneMore', () => {
  it('needs every item at its per-recipient quantity', () => {
    expect(
      stockCoversOneMore([
        { quantity: 2, available: 2 },
        { quantity: 1, available: 9 },
      ]),
    ).toBe(true)
    expect(
      stockCoversOneMore([
        { quantity: 2, available: 1 },
        { quantity: 1, available: 9 },
      ]),
    ).toBe(false)
    expect(stockCoversOneMore([])).toBe(false)
  })
})

describe('recipientLinkSchema', () => {
  const schema = recipientLinkSchema('2026-11-26')

  it('takes a collect link for a project and drops any items', () => {
    const parsed = schema.parse({ mode: 'collect', name: ' Offsite tees ', project: 4, items: [{ inventoryItem: 1, quantity: 1 }] })
    expect(parsed).toMatchObject({ mode: 'collect', name: 'Offsite tees', project: 4, items: [], cap: null, expiresOn: null })
  })

  it('takes a ship link with items merged per item, quantity 1 by default', () => {
    const parsed = schema.parse({
      mode: 'ship',
      name: 'Welcome packs',
      items: [{ inventoryItem: 7 }, { inventoryItem: 7, quantity: 2 }],
      project: 3,
      cap: 10,
      expiresOn: '2026-11-26',
    })
    expect(parsed).toMatchObject({ items: [{ inventoryItem: 7, quantity: 3 }], project: null, cap: 10, expiresOn: '2026-11-26' })
  })

  it('refuses what a link cannot be, naming the field', () => {
    const problems = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => String(issue.path[0]))
    expect(problems({ mode: 'collect', name: 'x' })).toEqual(['project'])
    expect(problems({ mode: 'ship', name: 'x', items: [] })).toEqual(['items'])
    expect(problems({ mode: 'ship', name: '', items: [{ inventoryItem: 1, quantity: 0 }] })).toEqual(['name', 'items'])
    expect(problems({ mode: 'collect', name: 'x', project: 1, cap: 0 })).toEqual(['cap'])
    expect(problems({ mode: 'collect', name: 'x', project: 1, cap: 2.5 })).toEqual(['cap'])
    expect(problems({ mode: 'collect', name: 'x', project: 1, expiresOn: '2026-11-25' })).toEqual(['expiresOn'])
    expect(problems({ mode: 'collect', name: 'x', project: 1, expiresOn: '2026-02-30' })).toEqual(['expiresOn'])
    expect(problems({ mode: 'gift', name: 'x' })).toEqual(['mode'])
  })
})
