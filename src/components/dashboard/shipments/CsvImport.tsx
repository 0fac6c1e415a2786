'use client'

import { Download, FileUp } from 'lucide-react'
import { useRef, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { RECIPIENT_CSV_COLUMNS, RECIPIENT_CSV_LIMITS } from '@/domain/recipient-csv'
import type { CsvRowProblem } from '@/domain/recipient-csv'
import type { AddressBookEntry } from '@/collections/shipments/address-book'
import { importRecipientsAction } from '@/features/dashboard/shipment-actions'
import { Notice } from '@/components/ui/Notice'

const LIMIT_TEXT = `${RECIPIENT_CSV_LIMITS.maxBytes / 1024} KB and ${RECIPIENT_CSV_LIMITS.maxRows} recipients`

type Report = { imported: number; problems: CsvRowProblem[] }

/**
 * Several recipients at once from a CSV file. The server reads and checks every row, imports the
 * good ones into the address book and reports the others by row number.
 */
export function CsvImport({ onImported }: { onImported: (recipients: AddressBookEntry[]) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const [importing, startImport] = useTransition()

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    setReport(null)
    const file = input.current?.files?.[0]
    if (!file) {
      setError('Choose a CSV file first.')
      return
    }
    // Checked again on the server; this only saves uploading a file that is bound to be refused.
    if (file.size > RECIPIENT_CSV_LIMITS.maxBytes) {
      setError(`The file is larger than ${RECIPIENT_CSV_LIMITS.maxBytes / 1024} KB. Split it into smaller files.`)
      return
    }
    const form = new FormData()
    form.set('file', file)
    startImport(async () => {
      const result = await importRecipientsAction(form)
      if (!result.ok) {
        setError(result.message)
        return
      }
      setReport({ imported: result.imported.length, problems: result.problems })
      if (input.current) input.current.value = ''
      onImported(result.imported)
    })
  }

  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-sand/60 p-4 text-sm">
        <p>
          One recipient per row, with a header row naming the columns:{' '}
          <span className="text-muted">{RECIPIENT_CSV_COLUMNS.map((column) => column.header).join(', ')}</span>. Full name, address line 1 and suburb
          are required; Australian rows also need a state and a postcode in that state. Country defaults to Australia.
        </p>
        <p className="mt-2 text-muted">Up to {LIMIT_TEXT} per file.</p>
        <a href="/dashboard/shipments/recipients-template.csv" download className={buttonClasses('secondary', 'sm', 'mt-3')}>
          <Download className="size-4" aria-hidden />
          Download the template
        </a>
      </div>
      <form onSubmit={submit} aria-label="Import recipients from a CSV file" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="recipients-csv" className="block text-sm font-medium">
            CSV file
          </label>
          <input
            id="recipients-csv"
            ref={input}
            type="file"
            name="file"
            accept=".csv,text/csv"
            onChange={() => {
              setError(null)
              setReport(null)
            }}
            className="mt-1.5 block w-full rounded-xl border border-dashed border-line bg-white px-3 py-2.5 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-1.5 file:text-sm file:font-medium file:text-white"
          />
        </div>
        <button type="submit" disabled={importing} className={buttonClasses('primary', 'md')}>
          <FileUp className="size-4" aria-hidden />
          {importing ? 'Importing…' : 'Import recipients'}
        </button>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {report ? (
        <div className="space-y-3" data-testid="csv-report">
          {report.imported > 0 ? (
            <Notice
              tone="success"
              title={`${report.imported} ${report.imported === 1 ? 'recipient' : 'recipients'} imported and chosen for this shipment.`}
            >
              They’re in your address book for next time too.
            </Notice>
          ) : null}
          {report.problems.length > 0 ? (
            <Notice
              tone="warning"
              title={`${report.problems.length} ${report.problems.length === 1 ? 'row was' : 'rows were'} not imported. Fix ${report.problems.length === 1 ? 'it' : 'them'} and import just ${report.problems.length === 1 ? 'that row' : 'those rows'} again.`}
            >
              <ul className="list-disc space-y-0.5 pl-5">
                {report.problems.map((problem) => (
                  <li key={problem.row}>{problem.message}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
