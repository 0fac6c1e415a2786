import Link from 'next/link'

/** The admin navigation's link to the Labels page (src/components/admin/labels/LabelsView.tsx). */
export function LabelsNavLink() {
  return (
    <Link className="nav__link" href="/admin/labels" style={{ display: 'block', marginTop: 'var(--base)' }}>
      <span className="nav__link-label">Labels</span>
    </Link>
  )
}
