import type { Payload, PayloadRequest } from 'payload'

import type { Invoice } from '@/payload-types'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { renderInvoicePdf } from '@/collections/payments/invoice-pdf'

/** Where the invoice PDF is downloaded: the share link's key opens it without an account. */
export const invoiceDownloadPath = (projectId: number, shareKey: string) =>
  `/review/projects/${projectId}/invoice?key=${encodeURIComponent(shareKey)}`

export const invoiceDownloadUrl = (projectId: number, shareKey: string) => `${serverURL()}${invoiceDownloadPath(projectId, shareKey)}`

/**
 * The PDF of an issued invoice, with the supplier's details as site settings have them now. `req`
 * reads inside the transaction issuing it.
 */
export async function invoicePdfFor(payload: Payload, invoice: Invoice, req?: PayloadRequest) {
  const [settings, project] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supplier: true, payments: true }, req }),
    payload.findByID({ collection: 'projects', id: relationId(invoice.project)!, depth: 0, select: { name: true, purchaseOrderNumber: true }, req }),
  ])
  const pdf = await renderInvoicePdf(
    { ...invoice, projectName: project.name, purchaseOrderNumber: project.purchaseOrderNumber },
    settings.supplier ?? {},
    {
      cardFeePercent: settings.payments?.stripeCardFee ?? 0,
    },
  )
  return { pdf, projectName: project.name, supplierName: settings.supplier?.name || 'Swagly' }
}
