// A chart's numbers as a table: what the page shows beside the chart for screen readers and
// anyone who wants the figures, and the spreadsheet the chart downloads as, one row per bar.
import Papa from 'papaparse'

import { decimalAmount } from '../accounting/bill'

/** How a column's cells read: money in cents, a count, a whole percentage, a day, or words. */
export type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'day'

export type ChartColumn = { label: string; kind: ColumnKind }

/** A chart's table: its columns, then a row per bar or point; a missing figure is null. */
export type ChartTable = { columns: ChartColumn[]; rows: (string | number | null)[][] }

const csvCell = (kind: ColumnKind, cell: string | number | null): string => {
  if (cell === null) return ''
  return kind === 'money' ? decimalAmount(Number(cell)) : String(cell)
}

/**
 * The table as CSV for a spreadsheet: money as plain decimals (12.50) it can sum, days as
 * YYYY-MM-DD; a cell a spreadsheet would run as a formula is quoted as text.
 */
export const chartCsv = (table: ChartTable): string =>
  Papa.unparse(
    {
      fields: table.columns.map((column) => column.label),
      data: table.rows.map((row) => row.map((cell, index) => csvCell(table.columns[index]?.kind ?? 'text', cell))),
    },
    { newline: '\r\n', escapeFormulae: true },
  )
