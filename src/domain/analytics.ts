/**
 * Tag-manager events: every push to the data layer is `{event, data, customer}`, with
 * the signed-in customer formatted the same way everywhere, or null for a visitor.
 */
import { fullName } from './customer-name'

export type AnalyticsCustomer = { id: number; email: string; fullName: string }

export type AnalyticsEvent = {
  event: 'view' | 'add_to_enquiry' | 'submit_enquiry' | 'search'
  data: Record<string, unknown>
  customer: AnalyticsCustomer | null
}

type CustomerLike = {
  id: number
  email: string
  fullName?: string | null
  firstName?: string | null
  lastName?: string | null
}

export const formatCustomer = (customer: CustomerLike | null | undefined): AnalyticsCustomer | null =>
  customer
    ? {
        id: customer.id,
        email: customer.email,
        fullName: customer.fullName?.trim() || fullName(customer.firstName, customer.lastName),
      }
    : null

/** A page view: the address as the visitor sees it, query included. */
export const viewEvent = (pathname: string, search: string, customer: CustomerLike | null): AnalyticsEvent => {
  const query = search.replace(/^\?/, '')
  return { event: 'view', data: { path: query ? `${pathname}?${query}` : pathname }, customer: formatCustomer(customer) }
}

type ProductRef = { id: number; title: string; slug: string }
type VariantRef = { id: number; name: string } | null

export const addToEnquiryEvent = (product: ProductRef, variant: VariantRef, customer: CustomerLike | null): AnalyticsEvent => ({
  event: 'add_to_enquiry',
  data: {
    product: { id: product.id, title: product.title, slug: product.slug },
    variant: variant ? { id: variant.id, name: variant.name } : null,
  },
  customer: formatCustomer(customer),
})

type SubmittedEnquiry = {
  type: 'wishlist' | 'general'
  itemCount: number
  audience?: string
  quantity?: string
  budget?: string
}

/** The shape of the enquiry, never the visitor's contact details (those stay out of analytics). */
export const submitEnquiryEvent = (enquiry: SubmittedEnquiry, customer: CustomerLike | null): AnalyticsEvent => ({
  event: 'submit_enquiry',
  data: {
    type: enquiry.type,
    itemCount: enquiry.itemCount,
    audience: enquiry.audience || null,
    quantity: enquiry.quantity || null,
    budget: enquiry.budget || null,
  },
  customer: formatCustomer(customer),
})

/** A search the visitor ran: the term as searched (normalised) and how many products it found. */
export const searchEvent = (term: string, resultCount: number, customer: CustomerLike | null): AnalyticsEvent => ({
  event: 'search',
  data: { term, resultCount },
  customer: formatCustomer(customer),
})
