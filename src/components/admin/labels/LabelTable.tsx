'use client'

import type { LabelRow } from '@/features/labels/label-queue'
import { LabelTableRow } from './LabelTableRow'
import type { ShownLabel } from './row-label'
import styles from './labels.module.css'

type LabelTableProps = {
  caption: string
  rows: readonly LabelRow[]
  labelOf: (row: LabelRow) => ShownLabel
  selected: ReadonlySet<number>
  onSelect: (id: number, selected: boolean) => void
  withQuotes: boolean
  busy: boolean
  onBuyChosen: (id: number, choice: { carrier: string; service: string }) => void
}

const HEADINGS = [
  'Shipment',
  'Customer',
  'Recipient',
  'In hands by',
  'Items',
  'Label',
  'Carrier and service',
  'Postage',
  'Tracking number',
  'Manifest',
]

/** The page's shipments, one row each; on a narrow screen the table scrolls sideways in its own box. */
export function LabelTable({ caption, rows, labelOf, selected, onSelect, withQuotes, busy, onBuyChosen }: LabelTableProps) {
  const columns = HEADINGS.length + 1 + (withQuotes ? 1 : 0)
  return (
    // Focusable, so the keyboard can scroll it sideways.
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.visuallyHidden}>Selected</span>
            </th>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={heading === 'Items' || heading === 'Postage' ? styles.number : undefined}>
                {heading}
              </th>
            ))}
            {withQuotes ? (
              <th scope="col">
                <span className={styles.visuallyHidden}>Quotes</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <LabelTableRow
              key={row.id}
              row={row}
              label={labelOf(row)}
              selected={selected.has(row.id)}
              onSelect={(checked) => onSelect(row.id, checked)}
              withQuotes={withQuotes}
              columns={columns}
              busy={busy}
              onBuyChosen={(choice) => onBuyChosen(row.id, choice)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
