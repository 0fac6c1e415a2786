import { describe, expect, it } from 'vitest'

import { formatInvoiceNumber, invoiceDueDate } from '@/domain/invoice'

describe('invoice numbers and terms', () => {
  it('numbers invoices INV- and six digits, growing past a million', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-000001')
    expect(formatInvoiceNumber(4217)).toBe('INV-004217')
    expect(formatInvoiceNumber(1_234_567)).toBe('INV-1234567')
  })

  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError)
    expect(() => formatInvoiceNumber(1.5)).toThrow(RangeError)
  })

  it('falls due 14 days after issue', () => {
    expect(invoiceDueDate(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe('2026-12-05T03:00:00.000Z')
  })
})
