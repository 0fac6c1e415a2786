import Link from 'next/link'

/** The admin navigation's link to the email outbox (src/components/admin/outbox/OutboxView.tsx). */
export function OutboxNavLink() {
  return (
    <Link className="nav__link" href="/admin/outbox" style={{ display: 'block', marginTop: 'var(--base)' }}>
      <span className="nav__link-label">Email outbox</span>
    </Link>
  )
}
