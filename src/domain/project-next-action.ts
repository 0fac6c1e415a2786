// What a customer should do next about a project, for each of the five statuses.

import type { ProjectStatus } from './project-status'
import { projectReviewLink } from './review-links'

export type NextAction = {
  title: string
  description: string
  /** The button to press, when the next move is the customer's. */
  action: { label: string; href: string } | null
}

const WAITING: Record<'pending' | 'awaiting_confirmation', Omit<NextAction, 'action'>> = {
  pending: {
    title: 'We’re preparing your proposal',
    description: 'Our team is pricing your items and drawing up mockups. We’ll email you as soon as the proposal is ready.',
  },
  awaiting_confirmation: {
    title: 'We’re confirming the final price',
    description: 'Thanks for finalising. We’re checking sizes, packing and shipping and will send the payment link shortly.',
  },
}

/** The statuses in which the next move is the customer's: finalising the proposal, then paying. */
export const AWAITING_CUSTOMER: readonly ProjectStatus[] = ['proposal_sent', 'awaiting_payment']

export function nextProjectAction(
  origin: string,
  project: { id: number | string; status: string; shareKey?: string | null; order?: number | string | null },
): NextAction {
  const status = project.status as ProjectStatus
  if (status === 'pending' || status === 'awaiting_confirmation') return { ...WAITING[status], action: null }
  if (AWAITING_CUSTOMER.includes(status)) {
    const link = projectReviewLink(origin, project)
    const finalising = status === 'proposal_sent'
    return {
      title: finalising ? 'Your proposal is ready' : 'Ready for payment',
      description: finalising
        ? 'Choose sizes, packing and where it ships, then confirm. You can also share the link with whoever decides.'
        : 'The final price is confirmed. Pay by card or ask for an invoice to start production.',
      action: link ? { label: finalising ? 'Finalise project' : 'Pay now', href: link.url } : null,
    }
  }
  if (status === 'completed') {
    return {
      title: 'Paid — your order is underway',
      description: 'Artwork approval, production and delivery to our warehouse are tracked on the order.',
      action: project.order ? { label: 'View order', href: `/dashboard/orders/${project.order}` } : null,
    }
  }
  return { title: 'Status unknown', description: 'Contact us and we’ll tell you where this project is up to.', action: null }
}
