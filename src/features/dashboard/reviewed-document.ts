/**
 * What the detail page of a document the customer reviews through a link (a project, an order)
 * reads for its status and that link. The share key is readable only by the owner, which its
 * access rule checks on `customer`.
 */
export const reviewedDocumentSelect = { name: true, customer: true, shareKey: true, status: true, statusChangeLog: true } as const
