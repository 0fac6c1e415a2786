/**
 * What the detail page of a document the customer reviews through a link (a project, an order)
 * reads for its status and that link. The share key is readable only by the company's members
 * whose role makes requests, which its access rule checks on `company`.
 */
export const reviewedDocumentSelect = { name: true, customer: true, company: true, shareKey: true, status: true, statusChangeLog: true } as const
