// Card details as a person types them, checked the way a card form checks them before paying.
// Used by the offline test gateway; real card numbers never reach our server with Stripe.

export type CardDetails = { number: string; expiry: string; cvc: string }

export type CardField = keyof CardDetails

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

// The Luhn checksum every card number carries, which catches most single typos.
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

// "MM / YY", "MM/YY", "MMYY" or "MM/YYYY" → month and four-digit year, or null.
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  return month >= 1 && month <= 12 ? { month, year } : null
}

const isAmex = (digits: string) => /^3[47]/.test(digits)

// Field → plain-words problem; an empty object means the details can be sent.
export function validateCardDetails(card: CardDetails, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {}
  const digits = cardDigits(card.number)
  if (!digits) errors.number = 'Enter your card number.'
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Your card number is incorrect.'
  const expiry = parseExpiry(card.expiry)
  if (!card.expiry.trim()) errors.expiry = 'Enter the expiry date.'
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM / YY.'
  // A card is valid to the last day of its expiry month.
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = 'Your card’s expiration date is in the past.'
  }
  const cvcLength = isAmex(digits) ? 4 : 3
  if (!card.cvc.trim()) errors.cvc = 'Enter the security code.'
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = 'Your card’s security code is incomplete.'
  return errors
}

export type TestCardOutcome = { approved: true } | { approved: false; message: string }

// Stripe's published test cards and the messages Stripe gives for them.
const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { approved: true },
  '5555555555554444': { approved: true },
  '4000000000000002': { approved: false, message: 'Your card was declined.' },
  '4000000000009995': { approved: false, message: 'Your card has insufficient funds.' },
  '4000000000000069': { approved: false, message: 'Your card has expired.' },
  '4000000000000127': { approved: false, message: 'Your card’s security code is incorrect.' },
}

// What the offline test gateway does with a (valid) number: like Stripe's test mode, any card
// that is not a test card is declined, so a real card number is never "charged" by mistake.
export function testCardOutcome(number: string): TestCardOutcome {
  return (
    TEST_CARDS[cardDigits(number)] ?? {
      approved: false,
      message: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
    }
  )
}

// 4242424242424242 → "4242 4242 4242 4242" while typing; Amex groups 4-6-5.
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '').slice(0, 19)
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= digits.length) break
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}
