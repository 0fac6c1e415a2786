import Link from 'next/link'

import type { LabelTab } from '@/features/labels/label-queue'
import { labelsHref } from './labels-path'
import styles from './labels.module.css'

/** Links to the tab's other pages, when it has more than one. */
export function LabelPager({ tab, page, totalPages }: { tab: LabelTab; page: number; totalPages: number }) {
  if (totalPages <= 1 && page <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? <Link href={labelsHref(tab, Math.min(page - 1, totalPages))}>Previous</Link> : null}
      <ul>
        {pages.map((each) => (
          <li key={each}>
            {each === page ? (
              <span aria-current="page">{each}</span>
            ) : (
              <Link href={labelsHref(tab, each)} aria-label={`Page ${each}`}>
                {each}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < totalPages ? <Link href={labelsHref(tab, page + 1)}>Next</Link> : null}
    </nav>
  )
}
