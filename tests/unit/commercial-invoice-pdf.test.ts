import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'

import { renderCommercialInvoicePdf, type CommercialInvoice } from '@/collections/shipments/commercial-invoice-pdf'
import { DUTY_TERMS_LABELS, type CustomsDeclaration, type CustomsLine } from '@/domain/delivery/customs'

import { wordsOf, type Word } from '../support/pdf-words'

const line = (overrides: Partial<CustomsLine> = {}): CustomsLine => ({
  description: 'Organic cotton tee',
  hsCode: '6109100010',
  originCountry: 'CN',
  quantity: 3,
  unitValueCents: 1250,
  unitWeightGrams: 180,
  category: 'apparel',
  ...overrides,
})

const invoice = (declaration: Partial<CustomsDeclaration> = {}, overrides: Partial<CommercialInvoice> = {}): CommercialInvoice => ({
  reference: 'SHIPMENT-12',
  issuedAt: '2026-03-01T14:30:00.000Z',
  exporter: {
    name: 'Dispatch team',
    companyName: 'Swagly Pty Ltd',
    lines: ['12 Example Road'],
    suburb: 'Alexandria',
    state: 'NSW',
    postcode: '2015',
    country: 'AU',
    email: 'dispatch@swagly.test',
    phone: '02 9000 0000',
    abn: '12 345 678 901',
  },
  importer: { name: 'Joana Silva', lines: ['Rua Augusta 1500'], suburb: 'Sao Paulo', state: 'SP', postcode: '01304-001', country: 'BR' },
  declaration: {
    destination: 'BR',
    lines: [
      line(),
      line({ description: 'Canvas tote', hsCode: '4202920000', originCountry: 'IN', quantity: 2, unitValueCents: 2499, unitWeightGrams: 450 }),
    ],
    dutyTerms: 'DDP',
    estimatedDutiesCents: 4550,
    recipientIds: { cpf: '123.456.789-09' },
    ...declaration,
  },
  carrier: 'Australia Post International Express',
  trackingNumber: 'LX123456789AU',
  ...overrides,
})

/** The printed lines, top down page by page: words sharing a baseline, left to right. */
function linesOf(words: Word[]): string[] {
  const rows = new Map<string, Word[]>()
  for (const word of words) {
    const key = `${word.page}:${Math.round(word.yMax)}`
    rows.set(key, [...(rows.get(key) ?? []), word])
  }
  return [...rows.values()]
    .sort((a, b) => a[0].page - b[0].page || a[0].yMax - b[0].yMax)
    .map((row) =>
      row
        .sort((a, b) => a.xMin - b.xMin)
        .map((word) => word.text)
        .join(' '),
    )
}

const textOf = async (of: CommercialInvoice) => linesOf(wordsOf(await renderCommercialInvoicePdf(of))).join('\n')

const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount()

/** Pairs of words printed over each other on the same page. */
const overlapping = (words: Word[]) =>
  words.flatMap((a, index) =>
    words
      .slice(index + 1)
      .filter((b) => a.page === b.page && a.xMin < b.xMax - 0.5 && b.xMin < a.xMax - 0.5 && a.yMin < b.yMax - 0.5 && b.yMin < a.yMax - 0.5)
      .map((b) => `${a.text} / ${b.text}`),
  )

describe('the commercial invoice PDF', () => {
  it('names the document, the parcel, its carrier and the parties, with their countries in English', async () => {
    const words = wordsOf(await renderCommercialInvoicePdf(invoice()))
    const text = linesOf(words).join('\n')
    expect(text).toContain('Commercial invoice')
    expect(text).toMatch(/Reference SHIPMENT-12/)
    // 1.30am on 2 March in Sydney, whatever the server's time zone.
    expect(text).toMatch(/Date 2 March 2026/)
    expect(text).toMatch(/Carrier Australia Post International Express/)
    expect(text).toMatch(/Tracking number LX123456789AU/)
    // The parties side by side between their headings and the table: the exporter left, the importer right.
    const top = words.find((word) => word.text === 'EXPORTER')!.yMin - 1
    const bottom = words.find((word) => word.text === 'DESCRIPTION')!.yMin
    const party = (left: number, right: number) =>
      linesOf(words.filter((word) => word.yMin > top && word.yMax < bottom && word.xMin >= left && word.xMin < right))
    const half = 595.28 / 2
    expect(party(0, half)).toEqual([
      'EXPORTER (SENDER)',
      'Dispatch team',
      'Swagly Pty Ltd',
      '12 Example Road',
      'Alexandria NSW 2015',
      'Australia',
      'dispatch@swagly.test · 02 9000 0000',
      'ABN 12 345 678 901',
    ])
    expect(party(half, 595.28)).toEqual([
      'IMPORTER (RECIPIENT)',
      'Joana Silva',
      'Rua Augusta 1500',
      'Sao Paulo SP 01304-001',
      'Brazil',
      'CPF 123.456.789-09',
    ])
  })

  it('leaves out the carrier and tracking number until they are known', async () => {
    const text = await textOf(invoice({}, { carrier: null, trackingNumber: null }))
    expect(text).not.toContain('Carrier')
    expect(text).not.toContain('Tracking')
  })

  it('lists each line with its HS code, origin, quantity, values in AUD and weight, and totals them', async () => {
    const text = await textOf(invoice())
    expect(text).toContain('Organic cotton tee 6109100010 China 3 $12.50 $37.50 0.54 kg')
    expect(text).toContain('Canvas tote 4202920000 India 2 $24.99 $49.98 0.90 kg')
    // 3 × $12.50 + 2 × $24.99, and 3 × 180 g + 2 × 450 g.
    expect(text).toContain('Total declared value (AUD) $87.48')
    expect(text).toContain('Total weight 1.44 kg')
    expect(text).toContain('All values in Australian dollars (AUD)')
  })

  it('formats large values as Australian dollars with thousands separators', async () => {
    const text = await textOf(invoice({ lines: [line({ quantity: 1000, unitValueCents: 123456 })], estimatedDutiesCents: 1234500 }))
    expect(text).toContain('1000 $1,234.56 $1,234,560.00')
    expect(text).toContain('Total declared value (AUD) $1,234,560.00')
    expect(text).toContain('Estimated duties $12,345.00 AUD')
  })

  it('gives the reason for export, the duty terms and the declaration to sign', async () => {
    const text = await textOf(invoice())
    expect(text).toMatch(/Reason for export Gift: company merchandise/)
    expect(text).toContain(`Incoterms ${DUTY_TERMS_LABELS.DDP}`)
    expect(text).not.toContain(DUTY_TERMS_LABELS.DAP)
    expect(text).toContain('Estimated duties $45.50 AUD')
    expect(text).toContain('I declare that the information on this invoice is true and correct')
    expect(text).toMatch(/Signature Name Date/)
  })

  it('says the recipient pays the duties when they are not prepaid', async () => {
    const text = await textOf(invoice({ dutyTerms: 'DAP' }))
    expect(text).toContain(`Incoterms ${DUTY_TERMS_LABELS.DAP}`)
    expect(text).not.toContain('DDP')
  })

  it("prints the importer's CPF or KYC number when given, and no such label when not", async () => {
    expect(await textOf(invoice())).toContain('CPF 123.456.789-09')
    const kyc = await textOf(invoice({ destination: 'IN', recipientIds: { kyc: 'ABCDE1234F' } }))
    expect(kyc).toContain('KYC ABCDE1234F')
    expect(kyc).not.toContain('CPF')
    const none = await textOf(invoice({ recipientIds: {} }))
    expect(none).not.toMatch(/CPF|KYC/)
  })

  it('keeps a long description inside its column, wrapped or cut short, clear of the HS code', async () => {
    const long = 'Embroidered heavyweight organic cotton hoodie with contrast drawcord, kangaroo pocket and woven neck label in three colours'
    const unbroken = 'X'.repeat(120)
    const words = wordsOf(await renderCommercialInvoicePdf(invoice({ lines: [line({ description: long }), line({ description: unbroken })] })))
    const hsHeader = words.find((word) => word.text === 'HS')!
    const totals = words.find((word) => word.text === 'declared')!
    const described = words.filter((word) => word.yMin > hsHeader.yMax && word.yMax < totals.yMin && word.xMin < hsHeader.xMin)
    // Both descriptions run over more than one line, and all of it ends before the HS code's column.
    expect(described[0].text).toBe('Embroidered')
    expect(new Set(described.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(3)
    expect(described.map((word) => word.text).join(' ')).toMatch(/^Embroidered heavyweight .*\.\.\. X+ X+/)
    for (const word of described) expect(word.xMax).toBeLessThan(hsHeader.xMin - 2)
    expect(words.filter((word) => word.text === '6109100010')).toHaveLength(2)
    expect(overlapping(words)).toEqual([])
  })

  it('fits twenty lines on one page', async () => {
    const pdf = await renderCommercialInvoicePdf(
      invoice({ lines: Array.from({ length: 20 }, (_, index) => line({ description: `Item ${index + 1}` })) }),
    )
    expect(await pageCount(pdf)).toBe(1)
    expect(overlapping(wordsOf(pdf))).toEqual([])
  })

  it('continues many lines onto more pages, each headed, every line printed once and the totals at the end', async () => {
    const lines = Array.from({ length: 70 }, (_, index) => line({ description: `Item-${index + 1}`, quantity: 1, unitValueCents: 100 }))
    const pdf = await renderCommercialInvoicePdf(invoice({ lines }))
    const pages = await pageCount(pdf)
    expect(pages).toBeGreaterThan(1)
    const words = wordsOf(pdf)
    for (let page = 1; page <= pages; page += 1) {
      const on = words.filter((word) => word.page === page)
      // The table's heading once on every page with lines on it.
      expect(on.filter((word) => word.text === 'DESCRIPTION')).toHaveLength(on.some((word) => word.text.startsWith('Item-')) ? 1 : 0)
      expect(on.map((word) => word.text).join(' ')).toContain(`Page ${page} of ${pages}`)
      if (page > 1) expect(on.map((word) => word.text).join(' ')).toContain('SHIPMENT-12 (continued)')
    }
    for (const { description } of lines) expect(words.filter((word) => word.text === description)).toHaveLength(1)
    const text = linesOf(words)
    expect(text.filter((printed) => printed.startsWith('Total declared value'))).toEqual(['Total declared value (AUD) $70.00'])
    expect(words.find((word) => word.text === 'declared')!.page).toBe(pages)
    expect(overlapping(words)).toEqual([])
  })
})
