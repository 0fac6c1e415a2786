import type { CollectionAfterChangeHook } from 'payload'

import { enquiryReceivedEmail, newEnquiryEmail } from '@/email/templates/enquiry-emails'
import { serverURL } from '@/lib/server-url'

type PopulatedItem = { product?: { title?: string } | number | null; variant?: { name?: string } | number | null }

/** When an enquiry is submitted: a confirmation to the customer and a notice to staff. */
export const notifyOnSubmit: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'submitted' || previousDoc?.status === 'submitted') return doc
  const populated = await req.payload.findByID({ collection: 'enquiries', id: doc.id, depth: 1, req, overrideAccess: true })
  const customer = typeof populated.customer === 'object' ? populated.customer : null
  const email = populated.email || customer?.email
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
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const staffAddress = settings.supplier?.staffNotificationEmail || settings.supplier?.email
  const messages = []
  if (email) messages.push({ to: email, ...enquiryReceivedEmail(summary) })
  if (staffAddress) {
    messages.push({ to: staffAddress, ...newEnquiryEmail(summary, `${serverURL()}/admin/collections/enquiries/${doc.id}`) })
  }
  await Promise.all(messages.map((message) => req.payload.sendEmail(message)))
  return doc
}
