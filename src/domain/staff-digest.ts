// What the daily staff digest lists: invoices past their due date and proposals that have waited
// too long for the customer, and when it goes out. Pure, so the rules are tested without a database.
import { Cron } from 'croner'

export type DigestProject = {
  id: number
  name: string
  status: string
  paymentStatus?: string | null
  invoice?: { number?: string | null; dueAt?: string | null } | null
  statusChangeLog?: { status: string; timestamp: string }[] | null
}

export type OverdueInvoice = { id: number; name: string; number: string; dueAt: string; daysOverdue: number }
export type StaleProposal = { id: number; name: string; sentAt: string; daysWaiting: number }

const DAY_MS = 86_400_000

const wholeDaysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS)

/** Invoiced, past the due date, and neither paid nor completed (completing means the money came). */
export function overdueInvoices(projects: DigestProject[], now: Date): OverdueInvoice[] {
  return projects
    .flatMap((project) => {
      const { number, dueAt } = project.invoice ?? {}
      if (!number || !dueAt || project.paymentStatus === 'paid' || project.status === 'completed') return []
      if (new Date(dueAt).getTime() >= now.getTime()) return []
      return [{ id: project.id, name: project.name, number, dueAt, daysOverdue: wholeDaysBetween(new Date(dueAt), now) }]
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue)
}

/** When the project last went to Proposal Sent (a revised proposal restarts the wait). */
export function proposalSentAt(project: DigestProject): string | null {
  const entries = (project.statusChangeLog ?? []).filter((entry) => entry.status === 'proposal_sent')
  return entries.length ? entries[entries.length - 1]!.timestamp : null
}

/** Still at Proposal Sent, sent more than `days` days ago. */
export function staleProposals(projects: DigestProject[], now: Date, days: number): StaleProposal[] {
  return projects
    .flatMap((project) => {
      const sentAt = project.status === 'proposal_sent' ? proposalSentAt(project) : null
      if (!sentAt) return []
      const daysWaiting = wholeDaysBetween(new Date(sentAt), now)
      return daysWaiting > days ? [{ id: project.id, name: project.name, sentAt, daysWaiting }] : []
    })
    .sort((a, b) => b.daysWaiting - a.daysWaiting)
}

/**
 * The next time the digest is due after `after`, reading `cron` in Sydney time (daylight saving
 * included). Payload's own schedules read cron in the server's time zone, UTC in production.
 */
export function nextDigestRun(cron: string, after: Date): Date | undefined {
  return new Cron(cron, { timezone: 'Australia/Sydney' }).nextRun(after) ?? undefined
}
