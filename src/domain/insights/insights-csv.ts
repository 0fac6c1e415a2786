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

/** Rows written at a time: a company's long history goes out piece by piece, never as one string. */
const ROWS_PER_PIECE = 1_000

const CSV = { newline: '\r\n', escapeFormulae: true } as const

/**
 * The table as CSV for a spreadsheet, in pieces to send as they are written: the header, then
 * rows a thousand at a time. Money as plain decimals (12.50) a spreadsheet can sum, days as
 * YYYY-MM-DD; a cell a spreadsheet would run as a formula is quoted as text.
 */
export function* chartCsvPieces(table: ChartTable): Generator<string> {
  yield Papa.unparse([table.columns.map((column) => column.label)], CSV)
  for (let start = 0; start < table.rows.length; start += ROWS_PER_PIECE) {
    const rows = table.rows
      .slice(start, start + ROWS_PER_PIECE)
      .map((row) => row.map((cell, index) => csvCell(table.columns[index]?.kind ?? 'text', cell)))
    yield `${CSV.newline}${Papa.unparse(rows, CSV)}`
  }
}
