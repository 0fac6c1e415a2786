import { describe, expect, it } from 'vitest'

import { formatCardNumber, parseExpiry, passesLuhn, testCardOutcome, validateCardDetails } from '@/domain/payment-card'

const now = new Date('2026-11-21T00:00:00Z')
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }

describe('card details', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('42424242x4242424')).toBe(false)
  })

  it('accepts a valid test card and names each bad field in plain words', () => {
    expect(validateCardDetails(good, now)).toEqual({})
    expect(validateCardDetails({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'Enter your card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the security code.',
    })
    expect(validateCardDetails({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('Your card number is incorrect.')
    expect(validateCardDetails({ ...good, number: '4242' }, now).number).toBe('Your card number is incorrect.')
    expect(validateCardDetails({ ...good, cvc: '12' }, now).cvc).toMatch(/incomplete/)
  })

  it('treats a card as valid to the end of its expiry month', () => {
    expect(validateCardDetails({ ...good, expiry: '11/26' }, now).expiry).toBeUndefined()
    expect(validateCardDetails({ ...good, expiry: '10/26' }, now).expiry).toMatch(/in the past/)
    expect(validateCardDetails({ ...good, expiry: '13/30' }, now).expiry).toMatch(/MM \/ YY/)
    expect(parseExpiry('0731')).toEqual({ month: 7, year: 2031 })
    expect(parseExpiry('07/2031')).toEqual({ month: 7, year: 2031 })
  })

  it('asks for four CVC digits on American Express', () => {
    const amex = { number: '3782 822463 10005', expiry: '12/30', cvc: '123' }
    expect(validateCardDetails(amex, now).cvc).toMatch(/incomplete/)
    expect(validateCardDetails({ ...amex, cvc: '1234' }, now)).toEqual({})
  })

  it('answers like Stripe test mode: 4242 succeeds, 0002 is declined, real cards never charge', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ approved: true })
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({ approved: false, message: 'Your card was declined.' })
    expect(testCardOutcome('4000000000009995')).toEqual({ approved: false, message: 'Your card has insufficient funds.' })
    expect(testCardOutcome('5105 1051 0510 5100')).toMatchObject({ approved: false, message: expect.stringMatching(/test mode/) })
  })

  it('groups digits as people read them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('42a4')).toBe('424')
  })
})
