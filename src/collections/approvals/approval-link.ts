import { createSignedToken, readSignedToken } from '@/platform/session/signed-token'
import { serverURL } from '@/platform/http/server-url'
import type { ApprovalDecision } from '@/domain/approval'

const PURPOSE = 'approval-link'
export const APPROVAL_LINK_DAYS = 7
const TTL_MS = APPROVAL_LINK_DAYS * 86_400_000

/**
 * What an approver's emailed link stands for: one member deciding one step of one request. Signed
 * (no row to store or look up), it expires, and it is worth nothing once the step is decided or
 * the member's role no longer decides it: the decision checks both, as from the dashboard.
 */
export type ApprovalLink = { approval: number; step: number; member: number }

const isLink = (value: Record<string, unknown> | null): value is ApprovalLink & Record<string, unknown> =>
  value !== null && [value.approval, value.step, value.member].every((n) => Number.isSafeInteger(n) && (n as number) >= 0)

export const approvalLinkToken = (link: ApprovalLink): string => createSignedToken(PURPOSE, link, TTL_MS)

/** The link a token stands for, or null for one tampered with, expired or malformed. */
export const readApprovalLink = (token: unknown): ApprovalLink | null => {
  if (typeof token !== 'string' || token.length > 500) return null
  const claims = readSignedToken(PURPOSE, token)
  return isLink(claims) ? { approval: claims.approval, step: claims.step, member: claims.member } : null
}

/** The page an emailed link opens, offering `decision` first. */
export const approvalLinkURL = (token: string, decision: ApprovalDecision): string =>
  `${serverURL()}/approvals/decide?${new URLSearchParams({ token, decision })}`
