import type { ChartTable } from '@/domain/insights/insights-csv'
import { cellText } from './cell-text'

const COUNT = new Intl.NumberFormat('en-AU')

/**
 * Rows a table shows on the page. A company's history can run to thousands of orders; rendering
 * them all made every view of the page slow, and nobody reads them there: the CSV has every row.
 */
export const TABLE_ROWS = 25

/** A chart's numbers as a table (its first TABLE_ROWS rows): what a screen reader reads, and anyone who wants the exact figures. */
export function ChartTableView({ table, caption, download }: { table: ChartTable; caption: string; download: string }) {
  if (table.rows.length === 0) return <p className="text-sm text-muted">Nothing to list for this period.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            {table.columns.map((column, index) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-medium ${index > 0 && column.kind !== 'text' ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.rows.slice(0, TABLE_ROWS).map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => {
                const kind = table.columns[index]?.kind ?? 'text'
                return index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium">
                    {cellText(kind, cell)}
                  </th>
                ) : (
                  <td key={index} className={`px-3 py-2 tabular-nums ${kind === 'text' ? '' : 'text-right'}`}>
                    {cellText(kind, cell)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length > TABLE_ROWS ? (
        <p className="mt-2 text-xs text-muted">
          The first {TABLE_ROWS} of {COUNT.format(table.rows.length)} rows.{' '}
          <a href={download} download className="font-medium text-accent underline">
            The CSV has them all.
          </a>
        </p>
      ) : null}
    </div>
  )
}
