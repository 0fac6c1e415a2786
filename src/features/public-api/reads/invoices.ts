import { z } from 'zod'

import { idParamsSchema, pagingQuerySchema } from '@/domain/public-api/paging'
import { invoiceListSchema, invoiceSchema, type InvoiceView } from '@/domain/public-api/resources'
import { invoicePdfFor } from '@/collections/payments/invoice-document'
import type { Invoice } from '@/payload-types'
import { relationId } from '@/platform/relation-id'

import { ApiAnswer, apiRoute } from '../api-route'
import { companyReads } from './company-reads'

const invoiceView = (doc: Invoice): InvoiceView => ({
  id: doc.id,
  number: doc.number,
  project: relationId(doc.project)!,
  issuedAt: doc.issuedAt,
  dueAt: doc.dueAt,
  billTo: { name: doc.billTo?.name ?? null, company: doc.billTo?.company ?? null, email: doc.billTo?.email ?? null },
  lines: (doc.lines ?? []).map(({ title, quantity, unitPrice, total }) => ({ title, quantity, unitPrice, total })),
  subtotal: doc.subtotal,
  shipping: doc.shipping,
  gst: doc.gst,
  total: doc.total,
})

// The whole invoice: the PDF is rendered from it.
const invoiceReads = companyReads({ collection: 'invoices', sort: ['-issuedAt', '-id'], view: (doc) => doc })

const TAG = 'Invoices'

export const listInvoices = apiRoute({
  method: 'get',
  path: '/invoices',
  operationId: 'listInvoices',
  summary: 'List invoices',
  description: 'The company’s tax invoices, newest first.',
  tag: TAG,
  scope: 'read',
  query: pagingQuerySchema,
  response: invoiceListSchema,
  handle: async (call) => {
    const { answer } = await invoiceReads.list(call)
    return { ...answer, data: answer.data.map(invoiceView) }
  },
})

export const getInvoice = apiRoute({
  method: 'get',
  path: '/invoices/{id}',
  operationId: 'getInvoice',
  summary: 'Get an invoice',
  tag: TAG,
  scope: 'read',
  params: idParamsSchema,
  response: invoiceSchema,
  handle: async (call) => {
    const invoice = await invoiceReads.one(call)
    return invoice && invoiceView(invoice)
  },
})

export const getInvoicePdf = apiRoute({
  method: 'get',
  path: '/invoices/{id}/pdf',
  operationId: 'getInvoicePdf',
  summary: 'Download an invoice as PDF',
  tag: TAG,
  scope: 'read',
  params: idParamsSchema,
  produces: 'application/pdf',
  response: z.string().meta({ format: 'binary', description: 'The tax invoice as a PDF.' }),
  handle: async (call) => {
    const invoice = await invoiceReads.one(call)
    if (!invoice) return null
    const { pdf } = await invoicePdfFor(call.payload, invoice)
    return new ApiAnswer(200, new Uint8Array(pdf), { 'content-disposition': `attachment; filename="${invoice.number}.pdf"` })
  },
})
