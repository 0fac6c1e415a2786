import Link from 'next/link'

import { LABEL_TABS, type LabelTab } from '@/features/labels/label-queue'
import { labelsHref } from './labels-path'
import styles from './labels.module.css'

export const TAB_NAMES: Record<LabelTab, string> = { 'to-label': 'To label', labelled: 'Labelled' }

/** The page's two lists, with how many each holds; the open one marked as the current page. */
export function LabelTabs({ tab, counts }: { tab: LabelTab; counts: Record<LabelTab, number> }) {
  return (
    <nav className={styles.tabs} aria-label="Label lists">
      {LABEL_TABS.map((each) => (
        <Link key={each} href={labelsHref(each)} aria-current={each === tab ? 'page' : undefined}>
          {TAB_NAMES[each]} ({counts[each]})
        </Link>
      ))}
    </nav>
  )
}
