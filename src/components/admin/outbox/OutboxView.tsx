import type { AdminViewServerProps } from 'payload'

import { isStaff } from '@/access/roles'
import { AdminPage } from '@/components/admin/AdminPage'
import { formatDateTime } from '@/domain/display-date'
import { readOutbox, type OutboxEmail } from '@/email/outbox-adapter'
import styles from './outbox.module.css'

const OUTBOX_PATH = '/admin/outbox'

function EmailList({ emails, selected }: { emails: OutboxEmail[]; selected?: string }) {
  if (emails.length === 0) return <p>No emails yet.</p>
  return (
    <table className={styles.list}>
      <thead>
        <tr>
          <th>Sent</th>
          <th>To</th>
          <th>Subject</th>
        </tr>
      </thead>
      <tbody>
        {emails.map((email) => (
          <tr key={email.id} aria-current={email.id === selected ? 'true' : undefined}>
            <td className={styles.time}>{formatDateTime(email.sentAt)}</td>
            <td>{email.to}</td>
            <td>
              <a href={`${OUTBOX_PATH}?email=${encodeURIComponent(email.id)}`}>{email.subject || '(no subject)'}</a>
              {email.attachments?.length ? ` · ${email.attachments.map((file) => file.filename).join(', ')}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function EmailPreview({ email }: { email: OutboxEmail }) {
  return (
    <section className={styles.preview} aria-label="Email preview">
      <h2>{email.subject}</h2>
      <p>
        To {email.to} · from {email.from} · {formatDateTime(email.sentAt)}
      </p>
      {/* An empty sandbox: the message's HTML can run no script and reach nothing of the admin. */}
      <iframe className={styles.frame} sandbox="" srcDoc={email.html} title={`Email: ${email.subject}`} />
      <details>
        <summary>Plain-text part</summary>
        <pre className={styles.text}>{email.text}</pre>
      </details>
    </section>
  )
}

/**
 * /admin/outbox: the development outbox for staff, newest first, with the selected email rendered.
 * With SMTP configured mail leaves the building and there is nothing to list.
 */
export async function OutboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const allowed = isStaff(req.user)
  const emails = allowed && !process.env.SMTP_HOST ? await readOutbox(200) : []
  const selectedId = typeof searchParams?.email === 'string' ? searchParams.email : undefined
  const selected = emails.find((email) => email.id === selectedId) ?? emails[0]
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>Email outbox</h1>
      {!allowed ? (
        <p>Only staff can read the outbox.</p>
      ) : process.env.SMTP_HOST ? (
        <p>Mail goes out over SMTP; there is no outbox. Failed sends show under System → Payload Jobs.</p>
      ) : (
        <div className={styles.layout}>
          <EmailList emails={emails} selected={selected?.id} />
          {selected ? <EmailPreview email={selected} /> : null}
        </div>
      )}
    </AdminPage>
  )
}
