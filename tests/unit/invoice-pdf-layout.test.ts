import { describe, expect, it } from 'vitest'

import { PURCHASE_ORDER_MAX_LENGTH } from '@/domain/purchase-order'
import { renderInvoicePdf } from '@/collections/payments/invoice-pdf'

import { wordsOf } from '../support/pdf-words'

const invoiceWithPo = (purchaseOrderNumber: string) =>
  renderInvoicePdf(
    {
      number: 'INV-000042',
      issuedAt: '2025-12-01T00:00:00.000Z',
      dueAt: '2025-12-15T00:00:00.000Z',
      billTo: { company: 'Acme', name: 'Jo Buyer', email: 'jo@example.com' },
      lines: [{ title: 'Tee', quantity: 50, unitPrice: 1200, total: 60000 }],
      subtotal: 60000,
      shipping: 0,
      gst: 6000,
      total: 66000,
      projectName: 'Launch kit',
      purchaseOrderNumber,
    },
    { name: 'Swagly', legalName: 'Swagly Pty Ltd', abn: '12 345 678 901', email: 'hello@swagly.test', phone: '02 9000 0000' },
    { cardFeePercent: 0 },
  )

describe('the invoice PDF', () => {
  for (const po of ['PO-2025-000123', 'W'.repeat(PURCHASE_ORDER_MAX_LENGTH), `ACME-${'8'.repeat(PURCHASE_ORDER_MAX_LENGTH - 5)}`]) {
    it(`prints the PO number "${po}" clear of its label and inside the page`, async () => {
      const words = wordsOf(await invoiceWithPo(po))
      const labelRow = words.filter((word) => word.yMin > 0 && ['Your', 'PO', 'number'].includes(word.text))
      const label = labelRow.find((word) => word.text === 'number' && labelRow.some((w) => w.text === 'PO' && Math.abs(w.yMin - word.yMin) < 1))!
      expect(label).toBeDefined()
      const labelWords = labelRow.filter((word) => Math.abs(word.yMin - label.yMin) < 1 && word.xMax <= label.xMax)
      // Whatever is printed beside and under the label, in the facts block, is the PO number.
      const value = words.filter((word) => !labelWords.includes(word) && word.xMin > 300 && word.yMin > label.yMin - 1 && word.yMin < label.yMin + 40)
      expect(value.map((word) => word.text).join('')).toBe(po.replace(/ /g, ''))
      for (const word of value) {
        expect(word.xMin).toBeGreaterThan(label.xMax + 5)
        expect(word.xMax).toBeLessThanOrEqual(595.28 - 50 + 0.5)
      }
    })
  }
})
