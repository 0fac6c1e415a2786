import Link from 'next/link'

/** The admin navigation's link to the staff insights (src/components/admin/insights/StaffInsightsView.tsx). */
export function StaffInsightsNavLink() {
  return (
    <Link className="nav__link" href="/admin/insights" style={{ display: 'block', marginTop: 'var(--base)' }}>
      <span className="nav__link-label">Insights</span>
    </Link>
  )
}
