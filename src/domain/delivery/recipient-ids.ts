// The IDs some destinations require of the person receiving an import, checked as each country
// defines them so a typo is caught on the recipient's form, not weeks later at the border.

import type { RecipientIdKind } from './customs'

export type RecipientIdRule = {
  /** What the form calls it. */
  label: string
  /** What to type, in the recipient's terms. */
  hint: string
  /** The ID as carriers are sent it, or null when it is not one. */
  normalise: (input: string) => string | null
}

/** A Brazilian CPF: eleven digits whose last two are check digits over the first nine and ten. */
function normaliseCpf(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '')
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return null
  const checkDigit = (length: number) => {
    const sum = [...digits.slice(0, length)].reduce((total, digit, index) => total + Number(digit) * (length + 1 - index), 0)
    const remainder = (sum * 10) % 11
    return remainder === 10 ? 0 : remainder
  }
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]) ? digits : null
}

/** India's courier imports take the recipient's PAN (five letters, four digits, a letter) or Aadhaar number (twelve digits). */
function normaliseKyc(input: string): string | null {
  const text = input.replace(/[\s-]/g, '').toUpperCase()
  if (/^[A-Z]{5}\d{4}[A-Z]$/.test(text)) return text
  if (/^[2-9]\d{11}$/.test(text)) return text
  return null
}

export const RECIPIENT_ID_RULES: Record<RecipientIdKind, RecipientIdRule> = {
  cpf: {
    label: 'CPF (Cadastro de Pessoas Físicas)',
    hint: 'The eleven digits of your CPF, e.g. 123.456.789-09.',
    normalise: normaliseCpf,
  },
  kyc: {
    label: 'PAN or Aadhaar number',
    hint: 'Your PAN (e.g. ABCDE1234F) or your twelve-digit Aadhaar number, for customs KYC.',
    normalise: normaliseKyc,
  },
}
