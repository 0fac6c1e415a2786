import type { CollectionAfterChangeHook } from 'payload'

import { queueAccountingSync } from './queue-sync'

/** A tax invoice, once issued, goes to the company's accounting organisation as a bill, in the issuing transaction. */
export const syncIssuedInvoice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueAccountingSync(req, { invoice: doc.id, company: doc.company, kind: 'bill' })
  return doc
}

/** A project with an invoice, once paid, sends that payment to the company's organisation, in the same transaction. */
export const syncInvoicePayment: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.paymentStatus !== 'paid' || previousDoc?.paymentStatus === 'paid') return doc
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { project: { equals: doc.id } },
    select: { company: true },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const invoice = docs[0]
  if (invoice) await queueAccountingSync(req, { invoice: invoice.id, company: invoice.company, kind: 'payment' })
  return doc
}
