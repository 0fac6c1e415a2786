import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { australianDate, decimalAmount, taxedLines, type Supplier } from '@/domain/accounting/bill'
import { myobPurchasesFile, myobSupplierPaymentsFile } from '@/domain/accounting/myob-purchases'
import { XERO_BILL_COLUMNS, xeroBillsCsv } from '@/domain/accounting/xero-bills'

import { halfCentBill } from '../support/accounting-bill'

const supplier: Supplier = { name: 'Swagly Pty Ltd', abn: '51 824 753 556', email: 'accounts@swagly.example' }

const bill = halfCentBill({ reference: 'PO-7781, "Offsite" kits' })

const parse = (text: string, delimiter = ',') => Papa.parse<string[]>(text.trim(), { delimiter }).data

describe('taxedLines', () => {
  it('adds shipping as a line and splits the invoice GST so the lines add up to it exactly', () => {
    const lines = taxedLines(bill)
    expect(lines.map((line) => line.description)).toEqual(['Tote bag, natural', 'Enamel mug', 'Sticker sheet', 'Shipping'])
    expect(bill.gst).toBe(501)
    expect(lines.reduce((sum, line) => sum + line.gst, 0)).toBe(bill.gst)
    for (const line of lines) expect(Math.abs(line.gst - line.amount / 10)).toBeLessThan(1)
  })

  it('leaves shipping out when there was none, and keeps a zero-value bill whole', () => {
    expect(taxedLines({ ...bill, shipping: 0, gst: 1001 }).map((line) => line.description)).not.toContain('Shipping')
    const free = taxedLines({ ...bill, lines: [{ description: 'Sample', quantity: 1, unitAmount: 0, amount: 0 }], shipping: 0, gst: 0 })
    expect(free).toEqual([{ description: 'Sample', quantity: 1, unitAmount: 0, amount: 0, gst: 0 }])
  })
})

describe('amounts and dates as the imports read them', () => {
  it('writes cents as plain decimals and days in Australian order', () => {
    expect([decimalAmount(0), decimalAmount(5), decimalAmount(1250), decimalAmount(123456789), decimalAmount(-1250)]).toEqual([
      '0.00',
      '0.05',
      '12.50',
      '1234567.89',
      '-12.50',
    ])
    expect(australianDate('2026-07-01')).toBe('01/07/2026')
  })
})

describe('xeroBillsCsv', () => {
  it("writes Xero's bill template: one row per line, tax exclusive with each line's GST", () => {
    const [header, ...rows] = parse(xeroBillsCsv([bill], supplier, '400'))
    expect(header).toEqual([...XERO_BILL_COLUMNS])
    expect(rows).toHaveLength(4)
    const at = (row: string[], column: (typeof XERO_BILL_COLUMNS)[number]) => row[XERO_BILL_COLUMNS.indexOf(column)]
    const first = rows[0]!
    expect(at(first, '*ContactName')).toBe('Swagly Pty Ltd')
    expect(at(first, '*InvoiceNumber')).toBe('INV-000042')
    expect(at(first, 'Reference')).toBe('PO-7781, "Offsite" kits')
    expect([at(first, '*InvoiceDate'), at(first, '*DueDate')]).toEqual(['02/11/2026', '16/11/2026'])
    expect([at(first, '*Quantity'), at(first, '*UnitAmount'), at(first, '*AccountCode'), at(first, '*TaxType')]).toEqual([
      '3',
      '3.35',
      '400',
      'GST on Expenses',
    ])
    const cents = (value: string | undefined) => Math.round(Number(value) * 100)
    expect(rows.reduce((sum, row) => sum + cents(at(row, 'TaxAmount')), 0)).toBe(bill.gst)
    expect(rows.reduce((sum, row) => sum + cents(at(row, '*UnitAmount')) * Number(at(row, '*Quantity')), 0)).toBe(bill.total - bill.gst)
  })

  it('is just the header for a period without bills', () => {
    expect(parse(xeroBillsCsv([], supplier, '400'))).toEqual([[...XERO_BILL_COLUMNS]])
  })
})

describe('MYOB files', () => {
  const records = (text: string) => text.trimEnd().split('\r\n\r\n')

  it('writes each bill as a service purchase record, lines together, records apart', () => {
    const second = { ...bill, number: 'INV-000043', lines: [bill.lines[0]!], shipping: 0, gst: 333, total: 3666 }
    const text = myobPurchasesFile([bill, second], supplier, '6-1100')
    const [first, next] = records(text)
    const [header, ...lines] = parse(first!, '\t')
    expect(header!.slice(0, 3)).toEqual(['Co./Last Name', 'First Name', 'Inclusive'])
    expect(lines).toHaveLength(4)
    const at = (row: string[], column: string) => row[header!.indexOf(column)]
    expect(lines.map((row) => at(row, 'Supplier Invoice No.'))).toEqual(Array(4).fill('INV-000042'))
    expect(at(lines[0]!, 'Description')).toBe('Tote bag, natural × 3')
    expect([at(lines[0]!, 'Amount'), at(lines[0]!, 'Tax Code'), at(lines[0]!, 'Purchase Status'), at(lines[0]!, '- Balance Due Days')]).toEqual([
      '10.05',
      'GST',
      'B',
      '14',
    ])
    expect(at(lines[0]!, 'Journal Memo')).toContain('ABN 51 824 753 556')
    const gst = lines.reduce((sum, row) => sum + Math.round(Number(at(row, 'GST Amount')) * 100), 0)
    expect(gst).toBe(bill.gst)
    expect(parse(next!, '\t')).toHaveLength(1)
  })

  it('writes each settled bill as a supplier payment of its total from the chosen account', () => {
    const text = myobSupplierPaymentsFile([{ bill, paidOn: '2026-11-20' }], supplier, '1-1110')
    const [header, row] = parse(text, '\t')
    const at = (column: string) => row![header!.indexOf(column)]
    expect([at('Cheque Account'), at('Payment Date'), at('Supplier Invoice No.'), at('Amount Applied')]).toEqual([
      '1-1110',
      '20/11/2026',
      'INV-000042',
      decimalAmount(bill.total),
    ])
  })
})
