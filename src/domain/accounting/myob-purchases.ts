// Bills and their payments in MYOB AccountRight's import formats (File › Import data): "Purchases ›
// Service purchases" and "Purchases › Supplier payments", tab-delimited, a record's lines together
// and an empty line between records, dates DD/MM/YYYY. The supplier's card is matched by name.
import { daysBetween } from '../day-period'
import { australianDate, decimalAmount, taxedLines, type Bill, type BillPayment, type Supplier } from './bill'
import { recordsFile } from './import-file'

/** MYOB's tax code for GST at 10% on purchases. */
export const MYOB_GST_CODE = 'GST'

export const MYOB_PURCHASE_COLUMNS = [
  'Co./Last Name',
  'First Name',
  'Inclusive',
  'Purchase No.',
  'Date',
  'Supplier Invoice No.',
  'Description',
  'Account No.',
  'Amount',
  'Inc-Tax Amount',
  'Journal Memo',
  'Tax Code',
  'GST Amount',
  'Purchase Status',
  'Currency Code',
  'Exchange Rate',
  'Terms - Payment is Due',
  '- Balance Due Days',
  'Amount Paid',
] as const

export const MYOB_PAYMENT_COLUMNS = [
  'Co./Last Name',
  'First Name',
  'Cheque Account',
  'Payment Date',
  'Memo',
  'Supplier Invoice No.',
  'Amount Applied',
  'Currency Code',
  'Exchange Rate',
] as const

/** MYOB's code for terms "in a given number of days". */
const DUE_IN_DAYS = '2'

/** Purchase status "bill" (the others are orders and quotes). */
const BILL = 'B'

/** The supplier and its ABN in the journal memo, which is where MYOB keeps a purchase's note. */
const memoFor = (bill: Bill, supplier: Supplier) =>
  [`${supplier.name}${supplier.abn ? ` (ABN ${supplier.abn})` : ''}`, `tax invoice ${bill.number}`, bill.reference].join(' · ').slice(0, 255)

/** Each bill as an unpaid service purchase; `accountNumber` is the expense account the lines go to. */
export function myobPurchasesFile(bills: Bill[], supplier: Supplier, accountNumber: string): string {
  return recordsFile(
    MYOB_PURCHASE_COLUMNS,
    bills.map((bill) =>
      taxedLines(bill).map((line) => ({
        'Co./Last Name': supplier.name,
        Date: australianDate(bill.issuedOn),
        'Supplier Invoice No.': bill.number,
        Description: line.quantity === 1 ? line.description : `${line.description} × ${line.quantity}`,
        'Account No.': accountNumber,
        Amount: decimalAmount(line.amount),
        'Inc-Tax Amount': decimalAmount(line.amount + line.gst),
        'Journal Memo': memoFor(bill, supplier),
        'Tax Code': MYOB_GST_CODE,
        'GST Amount': decimalAmount(line.gst),
        'Purchase Status': BILL,
        'Currency Code': 'AUD',
        'Exchange Rate': '1',
        'Terms - Payment is Due': DUE_IN_DAYS,
        '- Balance Due Days': String(daysBetween(bill.issuedOn, bill.dueOn)),
        'Amount Paid': '0.00',
      })),
    ),
  )
}

/** Each settled bill as a supplier payment of its total from `bankAccount`, matched to the bill by its number. */
export function myobSupplierPaymentsFile(payments: BillPayment[], supplier: Supplier, bankAccount: string): string {
  return recordsFile(
    MYOB_PAYMENT_COLUMNS,
    payments.map(({ bill, paidOn }) => [
      {
        'Co./Last Name': supplier.name,
        'Cheque Account': bankAccount,
        'Payment Date': australianDate(paidOn),
        Memo: `Payment of ${bill.number} to ${supplier.name}`.slice(0, 255),
        'Supplier Invoice No.': bill.number,
        'Amount Applied': decimalAmount(bill.total),
        'Currency Code': 'AUD',
        'Exchange Rate': '1',
      },
    ]),
  )
}
