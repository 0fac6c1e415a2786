// The commercial invoice an international parcel travels with: who sends it and who receives it,
// what is inside (HS code, origin, value, weight), why it is sent and who pays the duties, signed
// by the exporter. Customs read it beside the carrier's electronic declaration, so it says the same.
import type { PDFFont, PDFPage } from 'pdf-lib'

import { A4, fit, LINE, longDate, MARGIN, MUTED, paper, printable, textDrawer } from '@/collections/pdf-paper'
import { countryName } from '@/domain/address'
import {
  declaredTotalCents,
  DUTY_TERMS_LABELS,
  RECIPIENT_ID_KINDS,
  type CustomsDeclaration,
  type CustomsLine,
  type RecipientIdKind,
} from '@/domain/delivery/customs'
import { layoutFacts, wrapToWidth } from '@/domain/invoice-facts-layout'
import { formatCents } from '@/domain/pricing'
import type { CarrierAddress } from '@/integrations/carriers/carrier-adapter'

export type CommercialInvoice = {
  /** Ours for the shipment, e.g. "SHIPMENT-12". */
  reference: string
  /** ISO date. */
  issuedAt: string
  exporter: CarrierAddress & { abn?: string | null }
  importer: CarrierAddress
  declaration: CustomsDeclaration
  /** The carrier's service, e.g. "Australia Post International Express", once chosen. */
  carrier?: string | null
  trackingNumber?: string | null
}

const RIGHT = A4[0] - MARGIN
const TOP = A4[1] - MARGIN

const RECIPIENT_ID_LABELS: Record<RecipientIdKind, string> = { cpf: 'CPF', kyc: 'KYC' }

// Every parcel we send is company merchandise given away: customs treat it as a gift, not a sale.
const REASON_FOR_EXPORT = 'Gift: company merchandise sent to an employee or client, who pays nothing for it.'
const DECLARATION =
  'I declare that the information on this invoice is true and correct, and that the contents and value of this shipment are as stated above.'

const KILOGRAMS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 3 })
const kilograms = (grams: number) => `${KILOGRAMS.format(grams / 1000)} kg`

const lineValue = (line: CustomsLine) => line.quantity * line.unitValueCents
const lineWeight = (line: CustomsLine) => line.quantity * line.unitWeightGrams

type Column = { header: string; width: number; alignRight?: boolean; maxLines?: number; cell: (line: CustomsLine) => string }

const CELL_SIZE = 8.5
const HEADER_SIZE = 7.5
const LEADING = 10
const COLUMN_GAP = 6
// A description longer than this many lines is cut short, so one line never fills a page.
const MAX_CELL_LINES = 3

// Widths hold their longest likely value (a ten-digit HS code, $1,234,567.89); the description takes the rest.
const FIXED_COLUMNS: Column[] = [
  { header: 'HS code', width: 50, cell: (line) => line.hsCode },
  { header: 'Origin', width: 68, cell: (line) => countryName(line.originCountry) },
  { header: 'Qty', width: 32, alignRight: true, cell: (line) => String(line.quantity) },
  { header: 'Unit value (AUD)', width: 58, alignRight: true, cell: (line) => formatCents(line.unitValueCents) },
  { header: 'Line value (AUD)', width: 64, alignRight: true, cell: (line) => formatCents(lineValue(line)) },
  { header: 'Weight', width: 52, alignRight: true, cell: (line) => kilograms(lineWeight(line)) },
]
const fixedWidth = FIXED_COLUMNS.reduce((sum, column) => sum + column.width + COLUMN_GAP, 0)
const COLUMNS: (Column & { left: number })[] = [
  { header: 'Description', width: RIGHT - MARGIN - fixedWidth, maxLines: MAX_CELL_LINES, cell: (line: CustomsLine) => line.description },
  ...FIXED_COLUMNS,
].map((column, index, all) => ({ ...column, left: MARGIN + all.slice(0, index).reduce((sum, before) => sum + before.width + COLUMN_GAP, 0) }))

/** `text` in lines no wider than `width`: at most `max` of them, the last cut short with an ellipsis when more were needed. */
const wrapped = (font: PDFFont, text: string, size: number, width: number, max = Infinity) => {
  const lines = wrapToWidth(printable(font, text), width, (part) => font.widthOfTextAtSize(part, size))
  return lines.length <= max ? lines : [...lines.slice(0, max - 1), fit(font, lines.slice(max - 1).join(' '), size, width)]
}

/** A party's name and address as a carrier prints them, with its country in English. */
const addressLines = (party: CarrierAddress) =>
  [
    party.name,
    party.companyName,
    ...party.lines,
    [party.suburb, party.state, party.postcode].filter(Boolean).join(' '),
    countryName(party.country),
    [party.email, party.phone].filter(Boolean).join('  ·  '),
  ].filter((line): line is string => Boolean(line))

/** The importer's IDs the destination asked for, as they gave them. */
const recipientIdLines = (ids: CustomsDeclaration['recipientIds']) =>
  RECIPIENT_ID_KINDS.flatMap((kind) => (ids[kind]?.trim() ? [`${RECIPIENT_ID_LABELS[kind]} ${ids[kind].trim()}`] : []))

const rowHeight = (cells: string[][]) => Math.max(1, ...cells.map((lines) => lines.length)) * LEADING

type Block = { height: number; draw: (page: PDFPage, top: number) => void }

/**
 * The commercial invoice as an A4 PDF: the exporter and importer, a table of the goods with their
 * HS codes, origin, value and weight, the totals, the reason for export, the duty terms and the
 * exporter's declaration to sign. A long parcel continues onto more pages, each headed again.
 */
export async function renderCommercialInvoicePdf(invoice: CommercialInvoice): Promise<Uint8Array> {
  const { exporter, importer, declaration } = invoice
  const { pdf, regular, bold } = await paper(`Commercial invoice ${invoice.reference}`, exporter.companyName || exporter.name)
  const text = textDrawer(regular)
  let page = pdf.addPage(A4)
  let y = TOP

  // Title, left; the document's identity, right.
  text(page, 'Commercial invoice', MARGIN, y - 4, { font: bold, size: 20 })
  text(page, 'All values in Australian dollars (AUD)', MARGIN, y - 24, { size: 9.5, color: MUTED })
  const facts = [
    { label: 'Reference', value: invoice.reference },
    { label: 'Date', value: longDate(invoice.issuedAt) },
    ...(invoice.carrier ? [{ label: 'Carrier', value: invoice.carrier }] : []),
    ...(invoice.trackingNumber ? [{ label: 'Tracking number', value: invoice.trackingNumber }] : []),
  ]
  const laidOut = layoutFacts(
    facts.map(({ label, value }) => ({ label: printable(regular, label), value: printable(bold, value) })),
    {
      left: RIGHT - 270,
      right: RIGHT,
      gap: 12,
      labelWidth: (label) => regular.widthOfTextAtSize(label, 9.5),
      valueWidth: (value) => bold.widthOfTextAtSize(value, 9.5),
    },
  )
  for (const { label, values } of laidOut) {
    text(page, label.text, label.x, y, { size: 9.5, color: MUTED })
    for (const value of values) {
      text(page, value.text, value.x, y, { font: bold, size: 9.5 })
      y -= 12
    }
    y -= 2
  }
  y = Math.min(y, TOP - 24) - 22

  // Exporter, left; importer, right.
  const half = (RIGHT - MARGIN) / 2
  const parties: [string, string[]][] = [
    ['EXPORTER (SENDER)', [...addressLines(exporter), ...(exporter.abn ? [`ABN ${exporter.abn}`] : [])]],
    ['IMPORTER (RECIPIENT)', [...addressLines(importer), ...recipientIdLines(declaration.recipientIds)]],
  ]
  const partiesBottom = parties.map(([heading, lines], index) => {
    const left = MARGIN + index * half
    let at = y
    text(page, heading, left, at, { font: bold, size: 8.5, color: MUTED })
    at -= 14
    for (const line of lines.flatMap((line) => wrapped(regular, line, 9.5, half - 20))) {
      text(page, line, left, at, { size: 9.5 })
      at -= 12
    }
    return at
  })
  y = Math.min(...partiesBottom) - 16

  // The goods, headed again on every page they continue onto.
  const row = (p: PDFPage, cells: string[][], top: number, font: PDFFont, size: number, color?: typeof MUTED) => {
    cells.forEach((lines, index) => {
      const { left, width, alignRight } = COLUMNS[index]
      lines.forEach((line, at) => text(p, line, alignRight ? left + width : left, top - at * LEADING, { font, size, color, alignRight }))
    })
    return rowHeight(cells)
  }
  const header = COLUMNS.map(({ header, width }) => wrapped(bold, header.toUpperCase(), HEADER_SIZE, width))
  const tableHeader = (p: PDFPage, top: number) => {
    const height = row(p, header, top, bold, HEADER_SIZE, MUTED)
    p.drawLine({ start: { x: MARGIN, y: top - height + 4 }, end: { x: RIGHT, y: top - height + 4 }, thickness: 0.8, color: LINE })
    return top - height - 10
  }
  const nextPage = () => {
    page = pdf.addPage(A4)
    text(page, `Commercial invoice ${invoice.reference} (continued)`, MARGIN, TOP - 4, { font: bold, size: 12 })
    return TOP - 34
  }
  y = tableHeader(page, y)
  for (const line of declaration.lines) {
    const cells = COLUMNS.map(({ cell, width, maxLines }) => wrapped(regular, cell(line), CELL_SIZE, width, maxLines))
    const height = rowHeight(cells)
    if (y - height < MARGIN) {
      const top = nextPage()
      y = tableHeader(page, top)
    }
    row(page, cells, y, regular, CELL_SIZE)
    page.drawLine({ start: { x: MARGIN, y: y - height + 3 }, end: { x: RIGHT, y: y - height + 3 }, thickness: 0.5, color: LINE })
    y -= height + 5
  }

  // Totals, the terms, and the declaration to sign: kept together, on a page of their own if need be.
  const totals: [string, string][] = [
    ['Total declared value (AUD)', formatCents(declaredTotalCents(declaration.lines))],
    ['Total weight', kilograms(declaration.lines.reduce((sum, line) => sum + lineWeight(line), 0))],
  ]
  const terms: [string, string][] = [
    ['Reason for export', REASON_FOR_EXPORT],
    ['Incoterms', DUTY_TERMS_LABELS[declaration.dutyTerms]],
    ['Estimated duties', `${formatCents(declaration.estimatedDutiesCents)} AUD`],
  ]
  // Labels and values each in a column of their own, whatever their widths.
  const totalsLabelRight = RIGHT - Math.max(80, ...totals.map(([, value]) => bold.widthOfTextAtSize(value, 10))) - 16
  const termsValueLeft = MARGIN + Math.max(...terms.map(([label]) => bold.widthOfTextAtSize(label, 9.5))) + 14
  const termLines = terms.map(([label, value]) => [label, wrapped(regular, value, 9.5, RIGHT - termsValueLeft)] as const)
  const declarationLines = wrapped(regular, DECLARATION, 9.5, RIGHT - MARGIN)
  const blocks: Block[] = [
    {
      height: totals.length * 14 + 14,
      draw: (p, top) =>
        totals.forEach(([label, value], index) => {
          text(p, label, totalsLabelRight, top - 6 - index * 14, { font: bold, alignRight: true })
          text(p, value, RIGHT, top - 6 - index * 14, { font: bold, alignRight: true })
        }),
    },
    {
      height: termLines.reduce((sum, [, lines]) => sum + lines.length * 12 + 2, 0) + 8,
      draw: (p, top) => {
        let at = top
        for (const [label, lines] of termLines) {
          text(p, label, MARGIN, at, { font: bold, size: 9.5 })
          lines.forEach((line, index) => text(p, line, termsValueLeft, at - index * 12, { size: 9.5 }))
          at -= lines.length * 12 + 2
        }
      },
    },
    {
      // Room under the sentence to sign on the line below it.
      height: declarationLines.length * 12 + 34,
      draw: (p, top) => declarationLines.forEach((line, index) => text(p, line, MARGIN, top - index * 12, { size: 9.5 })),
    },
    {
      height: 24,
      draw: (p, top) => {
        for (const [label, left, width] of [
          ['Signature', MARGIN, 200],
          ['Name', MARGIN + 220, 150],
          ['Date', MARGIN + 390, RIGHT - MARGIN - 390],
        ] as const) {
          p.drawLine({ start: { x: left, y: top }, end: { x: left + width, y: top }, thickness: 0.8, color: MUTED })
          text(p, label, left, top - 12, { size: 8.5, color: MUTED })
        }
      },
    },
  ]
  const footerHeight = blocks.reduce((sum, block) => sum + block.height, 0)
  if (y - footerHeight < MARGIN) y = nextPage()
  for (const block of blocks) {
    block.draw(page, y)
    y -= block.height
  }

  // Each page says where it sits, so a page that comes loose is put back.
  const pages = pdf.getPages()
  pages.forEach((p, index) =>
    text(p, `${invoice.reference}  ·  Page ${index + 1} of ${pages.length}`, RIGHT, MARGIN - 20, { size: 8.5, color: MUTED, alignRight: true }),
  )
  return pdf.save()
}
