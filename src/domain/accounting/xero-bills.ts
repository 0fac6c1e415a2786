// Bills in Xero's bill import format (Business › Bills to pay › Import): one row per line, rows of
// one bill sharing its number, amounts tax exclusive with the GST of each line, dates DD/MM/YYYY.
import { australianDate, decimalAmount, taxedLines, type Bill, type Supplier } from './bill'
import { importFile, type ImportRow } from './import-file'

/** Xero's name for the GST-on-purchases rate in an Australian organisation. */
export const XERO_GST_ON_PURCHASES = 'GST on Expenses'

/** The columns of Xero's bill template, in its order; a leading asterisk marks what Xero requires. */
export const XERO_BILL_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
] as const

type XeroBillColumn = (typeof XERO_BILL_COLUMNS)[number]

/**
 * The bills as Xero imports them: choose "tax exclusive" when Xero asks how amounts are entered.
 * `accountCode` is the expense account in the customer's chart the swag is coded to.
 */
export function xeroBillsCsv(bills: Bill[], supplier: Supplier, accountCode: string): string {
  const rows = bills.flatMap((bill) =>
    taxedLines(bill).map((line): ImportRow<XeroBillColumn> => ({
      '*ContactName': supplier.name,
      EmailAddress: supplier.email ?? '',
      POCountry: 'Australia',
      '*InvoiceNumber': bill.number,
      Reference: bill.reference,
      '*InvoiceDate': australianDate(bill.issuedOn),
      '*DueDate': australianDate(bill.dueOn),
      '*Description': line.description,
      '*Quantity': String(line.quantity),
      '*UnitAmount': decimalAmount(line.unitAmount),
      '*AccountCode': accountCode,
      '*TaxType': XERO_GST_ON_PURCHASES,
      TaxAmount: decimalAmount(line.gst),
      Currency: 'AUD',
    })),
  )
  return importFile(XERO_BILL_COLUMNS, rows)
}
