// The books of the Xero stand-in's one organisation: its contacts, bills and payments, read and
// written as Xero's accounting endpoints take and answer them, refusals included.
import { randomUUID } from 'node:crypto'

import { whereFilter } from './xero-stand-in-where'

export type StandInContact = { ContactID: string; Name: string; EmailAddress?: string; TaxNumber?: string; ContactStatus: 'ACTIVE' }

export type StandInLineItem = {
  LineItemID: string
  Description: string
  Quantity: number
  UnitAmount: number
  AccountCode: string
  TaxType: string
  TaxAmount: number
  LineAmount: number
}

/** A bill as Xero answers it, amounts in dollars; dates stay as they were sent. */
export type StandInInvoice = {
  InvoiceID: string
  Type: 'ACCPAY'
  Contact: { ContactID: string; Name: string }
  InvoiceNumber: string
  Reference: string
  Date: string
  DueDate: string
  Status: string
  LineAmountTypes: 'Exclusive'
  CurrencyCode: string
  LineItems: StandInLineItem[]
  SubTotal: number
  TotalTax: number
  Total: number
  AmountDue: number
  AmountPaid: number
}

export type StandInPayment = {
  PaymentID: string
  Invoice: { InvoiceID: string; InvoiceNumber: string }
  Account: { Code: string }
  Date: string
  Amount: number
  Reference: string
  Status: 'AUTHORISED'
}

export type StandInAnswer = { status: number; body: unknown; headers?: Record<string, string> }

/** The organisation's chart, as far as the stand-in checks it: where bills are coded and paid from. */
export type StandInAccounts = { expense: string[]; bank: string[] }

// What a request may send: anything, so every field is checked before it is used.
type ContactInput = { Name?: string; EmailAddress?: string; TaxNumber?: string }
type LineInput = { Description?: string; Quantity?: number; UnitAmount?: number; AccountCode?: string; TaxType?: string; TaxAmount?: number }
type InvoiceInput = {
  Type?: string
  Contact?: { ContactID?: string }
  InvoiceNumber?: string
  Reference?: string
  Date?: string
  DueDate?: string
  Status?: string
  LineAmountTypes?: string
  CurrencyCode?: string
  LineItems?: LineInput[]
}
type PaymentInput = { Invoice?: { InvoiceID?: string }; Account?: { Code?: string }; Date?: string; Amount?: number; Reference?: string }

/** Xero AU's tax types for purchases, with their rates. */
const PURCHASE_TAX_RATES: Record<string, number> = { INPUT: 0.1, EXEMPTEXPENSES: 0, BASEXCLUDED: 0 }
const CREATABLE_STATUSES = ['DRAFT', 'SUBMITTED', 'AUTHORISED']

const cents = (dollars: number | undefined): number => Math.round((dollars ?? 0) * 100)
const dollars = (cents: number): number => cents / 100
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
const lineCents = (line: LineInput): number => Math.round((line.Quantity ?? 0) * (line.UnitAmount ?? 0) * 100)

const found = (collection: string, records: object[]): StandInAnswer => ({
  status: 200,
  body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Xero stand-in', DateTimeUTC: `/Date(${Date.now()})/`, [collection]: records },
})

const refused = (elements: object[]): StandInAnswer => ({
  status: 400,
  body: { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: elements },
})

function filtered(collection: string, records: object[], where: string | null): StandInAnswer {
  if (where === null) return found(collection, records)
  const meets = whereFilter(where)
  if (!meets) return { status: 400, body: { ErrorNumber: 16, Type: 'QueryParseException', Message: `The stand-in cannot read the filter ${where}` } }
  return found(collection, records.filter(meets))
}

/** Every input written, or none when any is refused: Xero's answer by default to a list. */
function writeAll<Input extends object>(
  collection: string,
  body: unknown,
  problems: (input: Input) => string[],
  write: (input: Input) => object,
): StandInAnswer {
  const inputs = (body as Record<string, unknown> | null)?.[collection]
  if (!Array.isArray(inputs) || inputs.length === 0) return refused([{ ValidationErrors: [{ Message: `A list of ${collection} must be given.` }] }])
  const checked = (inputs as Input[]).map((input) => ({ ...input, ValidationErrors: problems(input).map((Message) => ({ Message })) }))
  const failing = checked.filter((element) => element.ValidationErrors.length > 0)
  return failing.length > 0 ? refused(failing) : found(collection, (inputs as Input[]).map(write))
}

export function standInBooks(accounts: StandInAccounts) {
  const contacts: StandInContact[] = []
  const invoices: StandInInvoice[] = []
  const payments: StandInPayment[] = []

  function contactProblems(input: ContactInput): string[] {
    if (!input.Name?.trim()) return ['Contact name must be specified.']
    const problems: string[] = []
    if (contacts.some((contact) => contact.Name === input.Name)) {
      problems.push(
        `The contact name ${input.Name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
      )
    }
    if (input.EmailAddress && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.EmailAddress)) problems.push('Email address must be valid.')
    return problems
  }

  function lineProblems(line: LineInput, number: number): string[] {
    const problems: string[] = []
    if (typeof line.Quantity !== 'number' || line.Quantity < 0) problems.push(`The quantity on line ${number} must be a number not less than zero.`)
    if (typeof line.UnitAmount !== 'number') problems.push(`The unit amount on line ${number} must be a number.`)
    if (!accounts.expense.includes(line.AccountCode ?? ''))
      problems.push(`Account code '${line.AccountCode ?? ''}' is not a valid code for this document.`)
    const rate = PURCHASE_TAX_RATES[line.TaxType ?? '']
    if (rate === undefined) problems.push(`The TaxType code '${line.TaxType ?? ''}' does not exist or cannot be used for this type of transaction.`)
    // A line's tax may be adjusted by a cent, as when an invoice's GST was rounded on the whole.
    else if (line.TaxAmount !== undefined && Math.abs(cents(line.TaxAmount) - Math.round(lineCents(line) * rate)) > 1) {
      problems.push(`The tax amount on line ${number} does not match its tax rate.`)
    }
    return problems
  }

  function invoiceProblems(input: InvoiceInput): string[] {
    const problems: string[] = []
    if (input.Type !== 'ACCPAY') problems.push('The stand-in keeps bills only: Type must be ACCPAY.')
    if (!contacts.some((contact) => contact.ContactID === input.Contact?.ContactID))
      problems.push('A Contact must be specified for this type of transaction.')
    if (!isDay(input.Date)) problems.push('Date must be a valid date.')
    if (!isDay(input.DueDate)) problems.push('Due Date must be a valid date.')
    if (!CREATABLE_STATUSES.includes(input.Status ?? 'DRAFT')) problems.push(`An invoice cannot be created with status ${input.Status}.`)
    if ((input.LineAmountTypes ?? 'Exclusive') !== 'Exclusive') problems.push('The stand-in keeps tax-exclusive amounts only.')
    if (!input.LineItems?.length) problems.push('At least one line item must be specified.')
    return [...problems, ...(input.LineItems ?? []).flatMap((line, index) => lineProblems(line, index + 1))]
  }

  function paymentProblems(input: PaymentInput): string[] {
    const invoice = invoices.find((candidate) => candidate.InvoiceID === input.Invoice?.InvoiceID)
    if (!invoice) return ['The invoice to pay could not be found.']
    const problems: string[] = []
    if (!accounts.bank.includes(input.Account?.Code ?? ''))
      problems.push(`Account code '${input.Account?.Code ?? ''}' is not a valid code for this document.`)
    if (!isDay(input.Date)) problems.push('Date must be a valid date.')
    if (typeof input.Amount !== 'number' || input.Amount <= 0) problems.push('Payment amount must be greater than zero.')
    else if (cents(input.Amount) > cents(invoice.AmountDue)) problems.push('Payment amount exceeds the amount outstanding on this document.')
    else if (invoice.Status !== 'AUTHORISED') problems.push('Payments can only be made against approved documents.')
    return problems
  }

  function addContact(input: ContactInput): StandInContact {
    const contact: StandInContact = {
      ContactID: randomUUID(),
      Name: input.Name!,
      EmailAddress: input.EmailAddress,
      TaxNumber: input.TaxNumber,
      ContactStatus: 'ACTIVE',
    }
    contacts.push(contact)
    return contact
  }

  function addInvoice(input: InvoiceInput): StandInInvoice {
    const contact = contacts.find((candidate) => candidate.ContactID === input.Contact!.ContactID)!
    const lines = input.LineItems!.map((line) => {
      const amount = lineCents(line)
      const tax = line.TaxAmount === undefined ? Math.round(amount * PURCHASE_TAX_RATES[line.TaxType!]!) : cents(line.TaxAmount)
      return { line, amount, tax }
    })
    const subTotal = lines.reduce((sum, { amount }) => sum + amount, 0)
    const totalTax = lines.reduce((sum, { tax }) => sum + tax, 0)
    const invoice: StandInInvoice = {
      InvoiceID: randomUUID(),
      Type: 'ACCPAY',
      Contact: { ContactID: contact.ContactID, Name: contact.Name },
      InvoiceNumber: input.InvoiceNumber ?? '',
      Reference: input.Reference ?? '',
      Date: input.Date!,
      DueDate: input.DueDate!,
      Status: input.Status ?? 'DRAFT',
      LineAmountTypes: 'Exclusive',
      CurrencyCode: input.CurrencyCode ?? 'AUD',
      LineItems: lines.map(({ line, amount, tax }) => ({
        LineItemID: randomUUID(),
        Description: line.Description ?? '',
        Quantity: line.Quantity!,
        UnitAmount: line.UnitAmount!,
        AccountCode: line.AccountCode!,
        TaxType: line.TaxType!,
        TaxAmount: dollars(tax),
        LineAmount: dollars(amount),
      })),
      SubTotal: dollars(subTotal),
      TotalTax: dollars(totalTax),
      Total: dollars(subTotal + totalTax),
      AmountDue: dollars(subTotal + totalTax),
      AmountPaid: 0,
    }
    invoices.push(invoice)
    return invoice
  }

  function addPayment(input: PaymentInput): StandInPayment {
    const invoice = invoices.find((candidate) => candidate.InvoiceID === input.Invoice!.InvoiceID)!
    const paid = cents(invoice.AmountPaid) + cents(input.Amount)
    invoice.AmountPaid = dollars(paid)
    invoice.AmountDue = dollars(cents(invoice.Total) - paid)
    if (invoice.AmountDue === 0) invoice.Status = 'PAID'
    const payment: StandInPayment = {
      PaymentID: randomUUID(),
      Invoice: { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber },
      Account: { Code: input.Account!.Code! },
      Date: input.Date!,
      Amount: input.Amount!,
      Reference: input.Reference ?? '',
      Status: 'AUTHORISED',
    }
    payments.push(payment)
    return payment
  }

  /** The answer to an accounting request, by method and resource (the path after /api.xro/2.0/). */
  function answer(method: string, resource: string, where: string | null, body: unknown): StandInAnswer {
    const route = `${method} ${resource}`
    if (route === 'GET Contacts') return filtered('Contacts', contacts, where)
    if (route === 'POST Contacts') return writeAll('Contacts', body, contactProblems, addContact)
    if (route === 'GET Invoices') return filtered('Invoices', invoices, where)
    if (route === 'PUT Invoices') return writeAll('Invoices', body, invoiceProblems, addInvoice)
    if (route === 'PUT Payments') return writeAll('Payments', body, paymentProblems, addPayment)
    return { status: 404, body: { Title: 'Not Found', Status: 404, Detail: `The stand-in has no ${route}` } }
  }

  return { contacts, invoices, payments, answer }
}
