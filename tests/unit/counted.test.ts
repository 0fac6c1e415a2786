import { describe, expect, it } from 'vitest'

import { counted, waitAndRetryMessage } from '@/domain/counted'

describe('counted', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'second')).toBe('1 second')
    expect(counted(0, 'second')).toBe('0 seconds')
    expect(counted(2, 'response')).toBe('2 responses')
    expect(counted(3, 'box', 'boxes')).toBe('3 boxes')
  })
})

describe('waitAndRetryMessage', () => {
  it('tells a rate-limited visitor how long to wait, in the right number', () => {
    expect(waitAndRetryMessage(1)).toBe('Too many attempts. Wait 1 second and try again.')
    expect(waitAndRetryMessage(42)).toBe('Too many attempts. Wait 42 seconds and try again.')
  })
})
