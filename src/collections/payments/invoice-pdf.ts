import type { PDFPage } from 'pdf-lib'

import { A4, ACCENT, fit, LINE, longDate, MARGIN, MUTED, paper, printable, textDrawer } from '@/collections/pdf-paper'
import { layoutFacts, type Fact } from '@/domain/invoice-facts-layout'
import { formatCents, GST_RATE_PERCENT } from '@/domain/pricing'
import type { Invoice } from '@/payload-types'

export type InvoiceSupplier = {
  name?: string | null
  legalName?: string | null
  abn?: string | null
  email?: string | null
  phone?: string | null
  address?: string | null
}

/**
 * The tax invoice as a PDF: the supplier with its ABN, the customer, the lines, GST and totals,
 * the due date and how to pay. Standard PDF fonts only, so it needs no files or network.
 */
export async function renderInvoicePdf(
  invoice: Pick<Invoice, 'number' | 'issuedAt' | 'dueAt' | 'billTo' | 'lines' | 'subtotal' | 'shipping' | 'gst' | 'total'> & {
    projectName: string
    purchaseOrderNumber?: string | null
  },
  supplier: InvoiceSupplier,
  howToPay: { cardFeePercent: number },
): Promise<Uint8Array> {
  const { pdf, regular, bold } = await paper(`Tax invoice ${invoice.number}`, supplier.legalName || supplier.name || 'Swagly')
  let page = pdf.addPage(A4)
  const right = A4[0] - MARGIN
  let y = A4[1] - MARGIN
  const text = textDrawer(regular)

  // Supplier, left; the document's identity, right.
  text(page, supplier.name || 'Swagly', MARGIN, y - 4, { font: bold, size: 18 })
  text(page, 'TAX INVOICE', right, y - 4, { font: bold, size: 18, color: ACCENT, alignRight: true })
  y -= 24
  const supplierLines = [
    supplier.legalName,
    supplier.abn ? `ABN ${supplier.abn}` : null,
    ...(supplier.address?.split('\n') ?? []),
    [supplier.email, supplier.phone].filter(Boolean).join('  ·  '),
  ].filter((line): line is string => Boolean(line))
  const facts: Fact[] = [
    { label: 'Invoice number', value: invoice.number },
    { label: 'Issued', value: longDate(invoice.issuedAt) },
    { label: 'Due', value: longDate(invoice.dueAt) },
    ...(invoice.purchaseOrderNumber ? [{ label: 'Your PO number', value: invoice.purchaseOrderNumber }] : []),
  ]
  const top = y
  for (const line of supplierLines) {
    text(page, line, MARGIN, y, { size: 9.5, color: MUTED })
    y -= 13
  }
  const factSize = 9.5
  const laidOut = layoutFacts(
    facts.map(({ label, value }) => ({ label: printable(regular, label), value: printable(bold, value) })),
    {
      left: right - 220,
      right,
      gap: 12,
      labelWidth: (label) => regular.widthOfTextAtSize(label, factSize),
      valueWidth: (value) => bold.widthOfTextAtSize(value, factSize),
    },
  )
  let factsY = top
  for (const { label, values } of laidOut) {
    text(page, label.text, label.x, factsY, { size: factSize, color: MUTED })
    for (const [index, value] of values.entries()) {
      text(page, value.text, value.x, factsY - index * 12, { font: bold, size: factSize })
    }
    factsY -= 14 + (values.length - 1) * 12
  }
  y = Math.min(y, factsY) - 18

  // Bill to.
  text(page, 'BILL TO', MARGIN, y, { font: bold, size: 8.5, color: MUTED })
  y -= 14
  for (const line of [invoice.billTo?.company, invoice.billTo?.name, invoice.billTo?.email].filter(Boolean) as string[]) {
    text(page, line, MARGIN, y, { size: 10 })
    y -= 13
  }
  y -= 6
  text(page, `Project: ${invoice.projectName}`, MARGIN, y, { font: bold, size: 10.5 })
  y -= 26

  // Lines.
  const columns = { qty: right - 190, unit: right - 90, amount: right }
  const header = (p: PDFPage, at: number) => {
    text(p, 'DESCRIPTION', MARGIN, at, { font: bold, size: 8.5, color: MUTED })
    text(p, 'QTY', columns.qty, at, { font: bold, size: 8.5, color: MUTED, alignRight: true })
    text(p, 'UNIT PRICE', columns.unit, at, { font: bold, size: 8.5, color: MUTED, alignRight: true })
    text(p, 'AMOUNT', columns.amount, at, { font: bold, size: 8.5, color: MUTED, alignRight: true })
    p.drawLine({ start: { x: MARGIN, y: at - 6 }, end: { x: right, y: at - 6 }, thickness: 0.8, color: LINE })
  }
  header(page, y)
  y -= 22
  for (const line of invoice.lines ?? []) {
    if (y < 200) {
      page = pdf.addPage(A4)
      y = A4[1] - MARGIN
      header(page, y)
      y -= 22
    }
    text(page, fit(regular, line.title, 10, columns.qty - MARGIN - 60), MARGIN, y)
    text(page, String(line.quantity), columns.qty, y, { alignRight: true })
    text(page, formatCents(line.unitPrice), columns.unit, y, { alignRight: true })
    text(page, formatCents(line.total), columns.amount, y, { alignRight: true })
    page.drawLine({ start: { x: MARGIN, y: y - 8 }, end: { x: right, y: y - 8 }, thickness: 0.5, color: LINE })
    y -= 22
  }

  // Totals.
  y -= 6
  const totals: [string, number, boolean][] = [
    ['Subtotal', invoice.subtotal, false],
    ['Shipping', invoice.shipping, false],
    [`GST (${GST_RATE_PERCENT}%)`, invoice.gst, false],
    ['Total (AUD, incl. GST)', invoice.total, true],
  ]
  for (const [label, cents, strong] of totals) {
    text(page, label, columns.unit - 40, y, { font: strong ? bold : regular, size: strong ? 11 : 10, alignRight: true })
    text(page, formatCents(cents), columns.amount, y, { font: strong ? bold : regular, size: strong ? 11 : 10, alignRight: true })
    y -= strong ? 20 : 16
  }
  text(page, `Amount due by ${longDate(invoice.dueAt)}: ${formatCents(invoice.total)}`, right, y - 4, {
    font: bold,
    size: 11,
    color: ACCENT,
    alignRight: true,
  })
  y -= 44

  // How to pay.
  text(page, 'HOW TO PAY', MARGIN, y, { font: bold, size: 8.5, color: MUTED })
  y -= 15
  const fee = howToPay.cardFeePercent > 0 ? ` (a ${howToPay.cardFeePercent}% card surcharge applies)` : ''
  const contact = [supplier.email, supplier.phone].filter(Boolean).join(' or ')
  for (const line of [
    `Bank transfer: quote ${invoice.number} as the reference.`,
    ...(contact ? [`For our account details, contact ${contact}.`] : []),
    `Card: pay online through the payment link you received${fee}.`,
  ]) {
    text(page, fit(regular, line, 9.5, right - MARGIN), MARGIN, y, { size: 9.5 })
    y -= 14
  }
  text(page, 'Thank you for your business.', MARGIN, 60, { size: 9, color: MUTED })
  return pdf.save()
}
