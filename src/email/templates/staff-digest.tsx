import { formatDate } from '@/domain/display-date'
import type { OverdueInvoice, StaleProposal } from '@/domain/staff-digest'
import { renderEmail } from '../render'
import { BulletList, EmailLayout, Paragraph } from './EmailLayout'
import { Link } from '@react-email/components'

type Digest = { overdue: OverdueInvoice[]; stale: StaleProposal[]; staleAfterDays: number; projectLink: (id: number) => string }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** To staff each morning: invoices past due and proposals the customer has not acted on. */
export const staffDigestEmail = ({ overdue, stale, staleAfterDays, projectLink }: Digest) =>
  renderEmail(
    `Daily digest: ${plural(overdue.length, 'overdue invoice', 'overdue invoices')}, ${plural(stale.length, 'stale proposal', 'stale proposals')}`,
    <EmailLayout title="Daily digest" preview="Overdue invoices and proposals waiting on customers.">
      <Paragraph>
        <strong>Overdue invoices</strong>
      </Paragraph>
      {overdue.length ? (
        <BulletList
          items={overdue.map((invoice) => (
            <>
              <Link href={projectLink(invoice.id)}>{invoice.number}</Link> — {invoice.name}: due {formatDate(invoice.dueAt)},{' '}
              {plural(invoice.daysOverdue, 'day', 'days')} overdue
            </>
          ))}
        />
      ) : (
        <Paragraph>None.</Paragraph>
      )}
      <Paragraph>
        <strong>Proposals waiting more than {plural(staleAfterDays, 'day', 'days')}</strong>
      </Paragraph>
      {stale.length ? (
        <BulletList
          items={stale.map((proposal) => (
            <>
              <Link href={projectLink(proposal.id)}>{proposal.name}</Link>: sent {formatDate(proposal.sentAt)},{' '}
              {plural(proposal.daysWaiting, 'day', 'days')} ago
            </>
          ))}
        />
      ) : (
        <Paragraph>None.</Paragraph>
      )}
    </EmailLayout>,
  )
