import { describe, expect, it } from 'vitest'

import { countDigits } from '@/components/review/count-digits'

describe('countDigits', () => {
  it('keeps only the digits of what was typed', () => {
    expect(countDigits('1,200 pcs')).toBe('1200')
    expect(countDigits('-3.5')).toBe('35')
    expect(countDigits('')).toBe('')
  })

  it('keeps at most six digits', () => {
    expect(countDigits('12345678')).toBe('123456')
  })
})
