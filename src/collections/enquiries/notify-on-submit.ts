import type { CollectionAfterChangeHook } from 'payload'

import { queueEmail } from '@/email/queue'
import { staffNotificationAddress } from '@/email/recipients'
import { enquiryReceivedEmail } from '@/email/templates/enquiry-received'
import { newEnquiryEmail } from '@/email/templates/new-enquiry'
import { serverURL } from '@/platform/http/server-url'

type PopulatedItem = { product?: { title?: string } | number | null; variant?: { name?: string } | number | null }

/**
 * When an enquiry is submitted: a confirmation to the customer and a notice to staff, queued in
 * the submitting transaction so they go out only if the enquiry is saved.
 */
export const notifyOnSubmit: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'submitted' || previousDoc?.status === 'submitted') return doc
  const populated = await req.payload.findByID({ collection: 'enquiries', id: doc.id, depth: 1, req, overrideAccess: true })
  const customer = typeof populated.customer === 'object' ? populated.customer : null
  const email = populated.email || customer?.email
  // The confirmation goes to the account the enquiry belongs to, never to whatever address it names.
  const confirmTo = customer?.email || populated.email
  const summary = {
    id: doc.id,
    name: doc.name,
    email: email ?? 'unknown',
    audience: doc.audience,
    quantity: doc.quantity,
    budget: doc.budget,
    dueDate: doc.dueDate,
    notes: doc.notes,
    items: ((populated.items ?? []) as PopulatedItem[]).map((item) => ({
      title: typeof item.product === 'object' && item.product?.title ? item.product.title : 'Product',
      variant: typeof item.variant === 'object' ? item.variant?.name : null,
    })),
  }
  const staffAddress = await staffNotificationAddress(req.payload, req)
  if (confirmTo) await queueEmail(req.payload, { to: confirmTo, ...(await enquiryReceivedEmail(summary)) }, req)
  if (staffAddress) {
    const adminLink = `${serverURL()}/admin/collections/enquiries/${doc.id}`
    await queueEmail(req.payload, { to: staffAddress, ...(await newEnquiryEmail(summary, adminLink)) }, req)
  }
  return doc
}
