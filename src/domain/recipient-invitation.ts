// Single-use invitations to a recipient link: one person, one key, one answer. When an invitation
// may be emailed again by hand, and when the one reminder is due.
import { fullName } from './customer-name'
import { formatDateTime } from './display-date'

export const RECIPIENT_LINK_AUDIENCES = ['anyone', 'invited'] as const

export type RecipientLinkAudience = (typeof RECIPIENT_LINK_AUDIENCES)[number]

export const RECIPIENT_LINK_AUDIENCE_LABELS: Record<RecipientLinkAudience, string> = {
  anyone: 'Anyone with the link',
  invited: 'Invited people, one single-use link each',
}

/** A person may be emailed their link by hand at most this often. */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000

/** Days after the invitation was last emailed that the one reminder goes out, unless REMINDER_AFTER_DAYS says otherwise. */
export const DEFAULT_REMINDER_AFTER_DAYS = 3

/** The earliest a resend may go out after an email at `sentAt`. */
export const nextResendAt = (sentAt: string | Date): Date => new Date(new Date(sentAt).getTime() + RESEND_INTERVAL_MS)

/** Why a resend was refused, in plain words. */
export const resendRefusal = (sentAt: string | Date): string =>
  `This invitation was emailed less than an hour ago. You can resend it once an hour: after ${formatDateTime(nextResendAt(sentAt))}.`

/** Invitations last emailed before this moment are due their reminder. */
export const reminderCutoff = (now: Date, afterDays: number): Date => new Date(now.getTime() - afterDays * 24 * 60 * 60 * 1000)

/** Who the link comes from, as a recipient reads it: the company, else the customer's name. */
export const linkHostName = (customer: { company?: string | null; firstName?: string | null; lastName?: string | null } | null): string =>
  customer?.company?.replace(/\.$/, '') || fullName(customer?.firstName, customer?.lastName) || 'Your host'
