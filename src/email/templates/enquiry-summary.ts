import { formatDate } from '@/domain/display-date'

/** An enquiry as both enquiry emails (customer and staff) describe it. */
export type EnquirySummary = {
  id: number
  name: string
  email: string
  audience?: string | null
  quantity?: string | null
  budget?: string | null
  dueDate?: string | null
  notes?: string | null
  items: { title: string; variant?: string | null }[]
}

export const enquiryItems = (enquiry: EnquirySummary): string[] =>
  enquiry.items.length === 0
    ? ['A general enquiry, no products chosen yet.']
    : enquiry.items.map((item) => (item.variant ? `${item.title} — ${item.variant}` : item.title))

export const enquiryDetails = (enquiry: EnquirySummary): [string, string | null | undefined][] => [
  ['Audience', enquiry.audience],
  ['Quantity', enquiry.quantity],
  ['Budget per item', enquiry.budget],
  ['Needed by', enquiry.dueDate ? formatDate(enquiry.dueDate) : null],
]
