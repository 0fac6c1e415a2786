import type { Bill } from '@/domain/accounting/bill'
import { gstOn } from '@/domain/pricing'

/**
 * A tax invoice as a bill whose every line's GST share ends in half a cent: rounded line by line
 * the shares would claim 2 cents more than the invoice's GST (rounded once on the whole), so they
 * add up only when split as taxedLines does. Three lines of $10.05 and $19.95 shipping.
 */
export const halfCentBill = (overrides: Partial<Bill> = {}): Bill => ({
  number: 'INV-000042',
  reference: 'PO-7781',
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  lines: [
    { description: 'Tote bag, natural', quantity: 3, unitAmount: 335, amount: 1005 },
    { description: 'Enamel mug', quantity: 1, unitAmount: 1005, amount: 1005 },
    { description: 'Sticker sheet', quantity: 5, unitAmount: 201, amount: 1005 },
  ],
  shipping: 1995,
  gst: gstOn(5010),
  total: 5010 + gstOn(5010),
  ...overrides,
})
