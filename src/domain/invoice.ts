// Invoice numbers and terms. Numbers are sequential and never reused; the sequence is allocated
// by the database (src/collections/payments/operations/issue-invoice.ts), this only formats it.

export const INVOICE_TERMS_DAYS = 14

const DAY_MS = 24 * 60 * 60 * 1000

export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence starts at 1, got ${sequence}.`)
  }
  return `INV-${String(sequence).padStart(6, '0')}`
}

export function invoiceDueDate(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + INVOICE_TERMS_DAYS * DAY_MS)
}
