import type { ReactNode } from 'react'

import type { DayPeriod } from '@/domain/day-period'
import type { ChartTable } from '@/domain/insights/insights-csv'
import { STAFF_TABLES, type StaffFigure } from '@/features/insights/staff-tables'
import type { StaffInsights } from '@/features/insights/staff-figures'
import { cellText } from '@/components/dashboard/insights/cell-text'
import styles from './staff-insights.module.css'

/** A figure's numbers as a table: the words and figures its picture shows, for screen readers and exact reading. */
function FigureTable({ table, caption }: { table: ChartTable; caption: string }) {
  if (table.rows.length === 0) return <p className={styles.empty}>Nothing to list for this period.</p>
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column.label} scope="col" className={index > 0 && column.kind !== 'text' ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => {
                const kind = table.columns[index]?.kind ?? 'text'
                return index === 0 ? (
                  <th key={index} scope="row">
                    {cellText(kind, cell)}
                  </th>
                ) : (
                  <td key={index} className={kind === 'text' ? undefined : styles.number}>
                    {cellText(kind, cell)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export const csvHref = (figure: StaffFigure, period: DayPeriod) => `/admin/insights/export?figure=${figure}&from=${period.from}&to=${period.to}`

/**
 * One staff figure: its title, a sentence that sums it up, its picture (hidden from screen readers,
 * which get the sentence and the table), the table a tap away and its CSV.
 */
export function StaffFigureCard({
  figure,
  insights,
  now,
  summary,
  open = false,
  children,
}: {
  figure: StaffFigure
  insights: StaffInsights
  now: Date
  summary: string
  /** Show the table from the start: it is the figure (a list of invoices), not a picture's numbers. */
  open?: boolean
  children?: ReactNode
}) {
  const { title, table } = STAFF_TABLES[figure]
  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${figure}-heading`} data-figure={figure}>
      <div className={styles.cardHeader}>
        <h2 id={`${figure}-heading`}>{title}</h2>
        <a href={csvHref(figure, insights.period)} download>
          CSV<span className={styles.srOnly}> of {title.toLowerCase()}</span>
        </a>
      </div>
      <p className={styles.summary}>{summary}</p>
      {children ? <div aria-hidden="true">{children}</div> : null}
      {open ? (
        <FigureTable table={table(insights, now)} caption={title} />
      ) : (
        <details>
          <summary>Show as a table</summary>
          <FigureTable table={table(insights, now)} caption={title} />
        </details>
      )}
    </section>
  )
}
