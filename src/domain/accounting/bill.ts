// A tax invoice the supplier issued, as the customer's books take it: a bill from a supplier,
// line by line, each line with its share of the invoice's GST. Amounts are whole cents.

import { splitInProportion } from '../proportional-split'

export type BillLine = { description: string; quantity: number; unitAmount: number; amount: number }

/** An issued invoice, read from its immutable snapshot. Days are YYYY-MM-DD in Sydney. */
export type Bill = {
  number: string
  /** The customer's purchase order number, or the project's name. */
  reference: string
  issuedOn: string
  dueOn: string
  lines: BillLine[]
  shipping: number
  gst: number
  total: number
}

/** What the customer paid against a bill: the whole invoice, settled on a day. */
export type BillPayment = { bill: Bill; paidOn: string }

/** The supplier as it appears on the customer's books: its legal name, ABN and email. */
export type Supplier = { name: string; abn: string | null; email: string | null }

export type TaxedLine = BillLine & { gst: number }

/**
 * The bill's lines with shipping as a line of its own, each carrying its share of the invoice's
 * GST. The invoice's GST was computed once on the whole (rounded once), so the shares are split in
 * proportion and the cents left by rounding go to the largest remainders: the lines' GST always
 * adds up to the invoice's, as an accounting system checks.
 */
export function taxedLines(bill: Bill): TaxedLine[] {
  const lines = [
    ...bill.lines,
    ...(bill.shipping > 0 ? [{ description: 'Shipping', quantity: 1, unitAmount: bill.shipping, amount: bill.shipping }] : []),
  ]
  const shares = splitInProportion(
    bill.gst,
    lines.map((line) => line.amount),
  )
  return lines.map((line, index) => ({ ...line, gst: shares[index]! }))
}

/** Cents as the plain decimal accounting imports read: 1250 is "12.50", no currency sign or grouping. */
export const decimalAmount = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/** YYYY-MM-DD as DD/MM/YYYY, the Australian order both Xero and MYOB read. */
export const australianDate = (day: string): string => {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}
