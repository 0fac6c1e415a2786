// Share links to the review pages: a colleague without an account finalises or pays
// for a project, or approves an order's artwork, through a URL that carries the share key.

import type { ProjectStatus } from './project-status'

export type ProjectReviewStep = 'finalise' | 'payment'

// Only these two statuses wait on the customer's side, so only they have a link to share.
const PROJECT_REVIEW_STEPS: Partial<Record<ProjectStatus, ProjectReviewStep>> = {
  proposal_sent: 'finalise',
  awaiting_payment: 'payment',
}

export type ProjectReviewLink = { step: ProjectReviewStep; url: string }

const reviewUrl = (origin: string, path: string, shareKey: string): string => {
  const url = new URL(`${origin.replace(/\/+$/, '')}${path}`)
  url.searchParams.set('key', shareKey)
  return url.toString()
}

/** The link to share for a project's current status, or null when nothing waits on the customer. */
export function projectReviewLink(
  origin: string,
  project: { id: number | string; status: string; shareKey?: string | null },
): ProjectReviewLink | null {
  const step = PROJECT_REVIEW_STEPS[project.status as ProjectStatus]
  if (!step || !project.shareKey) return null
  return { step, url: reviewUrl(origin, `/review/projects/${project.id}/${step}`, project.shareKey) }
}

export type ArtworkReviewState = 'pending' | 'approved' | 'changes_requested'

type ArtworkItem = { status?: string | null; artworkProof?: unknown }

/** A proof is waiting on the customer once it has been uploaded and not yet reviewed. */
export const awaitsApproval = (item: ArtworkItem): boolean =>
  (item.status ?? 'pending') === 'pending' && item.artworkProof !== null && item.artworkProof !== undefined

export type ArtworkSummary = { total: number; awaiting: number; approved: number; changesRequested: number }

export function summariseArtwork(items: ArtworkItem[] | null | undefined): ArtworkSummary {
  const list = items ?? []
  return {
    total: list.length,
    awaiting: list.filter(awaitsApproval).length,
    approved: list.filter((item) => item.status === 'approved').length,
    changesRequested: list.filter((item) => item.status === 'changes_requested').length,
  }
}

/** The artwork approval link of an order, while any of its proofs awaits approval. */
export function artworkApprovalLink(
  origin: string,
  order: { id: number | string; shareKey?: string | null; artworkReviewItems?: ArtworkItem[] | null },
): string | null {
  if (!order.shareKey || summariseArtwork(order.artworkReviewItems).awaiting === 0) return null
  return reviewUrl(origin, `/review/orders/${order.id}/artwork-approval`, order.shareKey)
}

/** The link a customer hands to the people getting their swag (a recipient link). */
export function recipientLinkUrl(origin: string, link: { id: number | string; shareKey: string }): string {
  return reviewUrl(origin, `/links/${link.id}`, link.shareKey)
}
