import { Download } from 'lucide-react'
import type { ReactNode } from 'react'

import type { ChartTable } from '@/domain/insights/insights-csv'
import { ChartTableView } from './ChartTableView'

/**
 * One chart with its heading, a sentence that sums it up (what a screen reader hears for the
 * picture), its CSV download, and its numbers as a table a tap away. The picture itself is hidden
 * from assistive technology: the sentence and the table carry everything it shows. A list to act
 * on (`list`) is no picture and stays in reach.
 */
export function ChartCard({
  id,
  title,
  description,
  summary,
  download,
  table,
  empty,
  list = false,
  children,
}: {
  id: string
  title: string
  description: string
  summary: string
  download: string
  table: ChartTable
  /** What to say instead of an empty chart, when there is nothing to draw. */
  empty?: string | null
  /** The content is a list to act on (with buttons and links), not a picture: screen readers get it too. */
  list?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col rounded-2xl border border-line bg-white p-5 break-inside-avoid"
      data-chart={id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} className="text-base font-semibold">
            {title}
          </h3>
          <p className="mt-0.5 text-xs text-muted">{description}</p>
        </div>
        <a
          href={download}
          download
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-medium hover:border-ink print:hidden"
        >
          <Download aria-hidden="true" className="size-3.5" />
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      <p className="mt-3 text-sm">{summary}</p>
      {empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{empty}</p>
      ) : (
        <div className="mt-4" aria-hidden={list ? undefined : true}>
          {children}
        </div>
      )}
      <details className="group mt-4 print:hidden">
        <summary className="cursor-pointer text-sm font-medium text-accent">Show as a table</summary>
        <div className="mt-3">
          <ChartTableView table={table} caption={title} download={download} />
        </div>
      </details>
    </section>
  )
}
