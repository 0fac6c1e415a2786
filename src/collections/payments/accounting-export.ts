import type { Payload, Where } from 'payload'

import type { CustomerUser } from '@/collections/customers/customer-user'
import type { Bill, Supplier } from '@/domain/accounting/bill'
import { ACCOUNTING_FILE_SHAPES, exportFileName, type AccountingExport } from '@/domain/accounting/export-request'
import { myobPurchasesFile, myobSupplierPaymentsFile } from '@/domain/accounting/myob-purchases'
import { xeroBillsCsv } from '@/domain/accounting/xero-bills'
import { roleAllows } from '@/domain/company-roles'
import { calendarDateInAustralia } from '@/domain/business-days'
import { endOfDayInSydney, startOfDayInSydney } from '@/domain/sydney-day'
import type { Invoice } from '@/payload-types'
import { relationId } from '@/platform/relation-id'
import { refusal, type Result } from '@/platform/result'

/** The most bills one file holds: Xero imports at most 500 invoices from a file. */
export const MAX_BILLS_PER_FILE = 500

export type Period = Pick<AccountingExport, 'from' | 'to'>

/** A tax invoice of the company as its books take it, with when it was paid (null while it is owed). */
export type PeriodBill = { id: number; bill: Bill; paidOn: string | null }

/** The bills a period holds: at most a file's worth, and whether there were more. */
export type PeriodBills = { bills: PeriodBill[]; more: boolean }

type InvoiceFacts = Pick<Invoice, 'id' | 'number' | 'issuedAt' | 'dueAt' | 'lines' | 'shipping' | 'gst' | 'total' | 'project'>

type ProjectFacts = { name: string; purchaseOrderNumber?: string | null; paymentStatus?: string | null; paidAt?: string | null }

const INVOICE_FACTS = { number: true, issuedAt: true, dueAt: true, lines: true, shipping: true, gst: true, total: true, project: true } as const

const PROJECT_FACTS = { name: true, purchaseOrderNumber: true, paymentStatus: true, paidAt: true } as const

const toPeriodBill = (invoice: InvoiceFacts, project: ProjectFacts | undefined): PeriodBill => ({
  id: invoice.id,
  bill: {
    number: invoice.number,
    reference: project?.purchaseOrderNumber || project?.name || '',
    issuedOn: calendarDateInAustralia(invoice.issuedAt),
    dueOn: calendarDateInAustralia(invoice.dueAt),
    lines: (invoice.lines ?? []).map((line) => ({
      description: line.title,
      quantity: line.quantity,
      unitAmount: line.unitPrice,
      amount: line.total,
    })),
    shipping: invoice.shipping,
    gst: invoice.gst,
    total: invoice.total,
  },
  paidOn: project?.paymentStatus === 'paid' && project.paidAt ? calendarDateInAustralia(project.paidAt) : null,
})

const within = (field: string, { from, to }: Period): Where => ({
  and: [{ [field]: { greater_than_equal: startOfDayInSydney(from) } }, { [field]: { less_than_equal: endOfDayInSydney(to) } }],
})

/**
 * The company's invoices matching `where`, read as the member (so access decides, as it does for
 * REST), with the facts of their projects, oldest first.
 */
async function billsWhere(payload: Payload, customer: CustomerUser, where: Where): Promise<PeriodBills> {
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { and: [{ company: { equals: customer.acting!.id } }, where] },
    select: INVOICE_FACTS,
    sort: 'sequence',
    limit: MAX_BILLS_PER_FILE + 1,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const kept = docs.slice(0, MAX_BILLS_PER_FILE)
  const { docs: projects } = await payload.find({
    collection: 'projects',
    where: { id: { in: kept.map((invoice) => relationId(invoice.project)) } },
    select: PROJECT_FACTS,
    pagination: false,
    depth: 0,
  })
  const byId = new Map(projects.map((project) => [project.id, project]))
  return { bills: kept.map((invoice) => toPeriodBill(invoice, byId.get(relationId(invoice.project)!))), more: docs.length > kept.length }
}

/** One invoice as a bill, read as the server (for a sync already scoped to its company); null when it is gone. */
export async function invoiceBill(payload: Payload, invoiceId: number): Promise<PeriodBill | null> {
  const invoice = await payload.findByID({
    collection: 'invoices',
    id: invoiceId,
    select: INVOICE_FACTS,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!invoice) return null
  const project = await payload.findByID({
    collection: 'projects',
    id: relationId(invoice.project)!,
    select: PROJECT_FACTS,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  return toPeriodBill(invoice, project ?? undefined)
}

/** The company's projects paid within the period (by card or on account): the invoiced among them are settled bills. */
async function settledProjects(payload: Payload, companyId: number, period: Period): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { and: [{ company: { equals: companyId } }, { paymentStatus: { equals: 'paid' } }, within('paidAt', period)] },
    select: { paidAt: true },
    pagination: false,
    depth: 0,
  })
  return docs.map((project) => project.id)
}

const mayReadSpend = (customer: CustomerUser) => Boolean(customer.acting && roleAllows(customer.acting.role, 'readSpend'))

/**
 * The tax invoices of the company the member acts for that a period holds: those `issued` in it
 * (its bills), or those `settled` in it (its payments). None for a member who may not see the
 * company's spend.
 */
export async function periodBills(payload: Payload, customer: CustomerUser, period: Period, which: 'issued' | 'settled'): Promise<PeriodBills> {
  if (!mayReadSpend(customer)) return { bills: [], more: false }
  if (which === 'issued') return billsWhere(payload, customer, within('issuedAt', period))
  return billsWhere(payload, customer, { project: { in: await settledProjects(payload, customer.acting!.id, period) } })
}

/** The supplier as the customer's books name it: the legal name, ABN and email of the site settings. */
export async function supplierOf(payload: Payload): Promise<Supplier> {
  const { supplier } = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true } })
  return { name: supplier?.legalName || supplier?.name || 'Swagly', abn: supplier?.abn || null, email: supplier?.email || null }
}

export type AccountingDownload = { name: string; contentType: string; body: string }

/**
 * One accounting file of the company the member acts for, in the chosen system's import format:
 * its bills (the tax invoices issued in the period) or its payments (those settled in it). Only
 * members who may see the company's spend (owners and finance) may download it.
 */
export async function accountingDownload(payload: Payload, customer: CustomerUser, request: AccountingExport): Promise<Result<AccountingDownload>> {
  if (!mayReadSpend(customer)) return refusal(403, 'Only the owners and finance members of a company can download its invoices for accounting.')
  const payments = request.file === 'myob-payments'
  const { bills, more } = await periodBills(payload, customer, request, payments ? 'settled' : 'issued')
  if (more) return refusal(422, `More than ${MAX_BILLS_PER_FILE} invoices fall in this period, more than one file imports. Choose a shorter period.`)
  const supplier = await supplierOf(payload)
  const body = payments
    ? myobSupplierPaymentsFile(
        bills.map(({ bill, paidOn }) => ({ bill, paidOn: paidOn! })),
        supplier,
        request.account,
      )
    : request.file === 'xero-bills'
      ? xeroBillsCsv(
          bills.map(({ bill }) => bill),
          supplier,
          request.account,
        )
      : myobPurchasesFile(
          bills.map(({ bill }) => bill),
          supplier,
          request.account,
        )
  return { ok: true, name: exportFileName(request), contentType: ACCOUNTING_FILE_SHAPES[request.file].contentType, body }
}
