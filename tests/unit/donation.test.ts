import { describe, expect, it } from 'vitest'

import { donationAskSchema, MAX_DONATION_NOTE } from '@/domain/donation'

const messageOf = (input: unknown) => {
  const parsed = donationAskSchema.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]!.message
}

describe('donationAskSchema', () => {
  it('takes an item and a trimmed note, or no note at all', () => {
    expect(donationAskSchema.parse({ inventoryItem: 7, note: '  To the school on Smith St \n' })).toEqual({
      inventoryItem: 7,
      note: 'To the school on Smith St',
    })
    expect(donationAskSchema.parse({ inventoryItem: 7 })).toEqual({ inventoryItem: 7, note: null })
    expect(donationAskSchema.parse({ inventoryItem: 7, note: '   ' })).toEqual({ inventoryItem: 7, note: null })
    expect(donationAskSchema.parse({ inventoryItem: 7, note: 'Line one\nLine two' }).note).toBe('Line one\nLine two')
  })

  it('says what is wrong with a bad item or note', () => {
    expect(messageOf({ inventoryItem: 'seven' })).toBe('Choose an inventory item.')
    expect(messageOf({ inventoryItem: -1 })).toBe('Choose an inventory item.')
    expect(messageOf({ inventoryItem: 1.5 })).toBe('Choose an inventory item.')
    expect(messageOf({ inventoryItem: 7, note: 'x'.repeat(MAX_DONATION_NOTE + 1) })).toBe('Keep the note to 500 characters.')
    expect(messageOf({ inventoryItem: 7, note: 42 })).toBe('Write the note as text.')
    expect(messageOf({ inventoryItem: 7, note: 'Jo\u0000rdan' })).toBe('Use only characters you can type: no control characters.')
  })
})
