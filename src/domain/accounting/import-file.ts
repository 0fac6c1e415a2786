// An accounting system's import file: a header row of its column names, then one row per line,
// each row naming only the columns it fills (the rest are left empty, as the templates allow).
import Papa from 'papaparse'

export type ImportRow<Column extends string> = Partial<Record<Column, string>>

const NEWLINE = '\r\n'

const unparse = <Column extends string>(columns: readonly Column[], rows: ImportRow<Column>[], delimiter: string, header: boolean) =>
  Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) }, { delimiter, newline: NEWLINE, header })

/** The rows under `columns`, comma-delimited, quoted only where a value needs it. */
export function importFile<Column extends string>(columns: readonly Column[], rows: ImportRow<Column>[]): string {
  return unparse(columns, rows, ',', true)
}

/**
 * A file of multi-line records, as MYOB reads them: tab-delimited, the header row, then each
 * record's rows with an empty line between records.
 */
export function recordsFile<Column extends string>(columns: readonly Column[], records: ImportRow<Column>[][]): string {
  const body = records.map((rows) => unparse(columns, rows, '\t', false)).join(NEWLINE + NEWLINE)
  return `${columns.join('\t')}${NEWLINE}${body}${NEWLINE}`
}
