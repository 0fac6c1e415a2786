'use client'

import { Download, FileUp, Pencil, Plus, Trash2, Users } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'

import { AddressFields, emptyAddress, type AddressDraft } from '@/components/address/AddressFields'
import { countryName } from '@/domain/address'
import { csvFileProblem, parseRecipientCsv, recipientCsvTemplate } from '@/domain/recipient-csv'
import { buttonClasses } from '@/components/ui/button'
import { Input } from '@/components/ui/form-controls'
import { countDigits } from './count-digits'

/** One recipient as the form holds it: the address, a quantity per line item, and whether it is open for editing. */
export type DistributionEntry = { recipient: AddressDraft; items: Record<string, string>; editing: boolean }

type Line = { id: number; title: string; quantity: number }

const newEntry = (country: string, lines: Line[], recipient?: Partial<AddressDraft>): DistributionEntry => ({
  recipient: emptyAddress(country, recipient),
  items: Object.fromEntries(lines.map((line) => [line.id, '1'])),
  editing: !recipient,
})

const quantity = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)

/** Several recipients, each with the items they get; typed in or imported from a CSV file. */
export function DistributionList({ lines, country, errors }: { lines: Line[]; country: string; errors: Record<string, string> }) {
  const { register, setValue, getValues } = useFormContext<{ distributionList: DistributionEntry[] }>()
  const { fields, append, remove, update, replace } = useFieldArray<{ distributionList: DistributionEntry[] }>({ name: 'distributionList' })
  const entries = useWatch<{ distributionList: DistributionEntry[] }, 'distributionList'>({ name: 'distributionList' })
  const fileInput = useRef<HTMLInputElement>(null)
  const [importReport, setImportReport] = useState<{ added: number; problems: string[] } | null>(null)
  const templateHref = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(recipientCsvTemplate())}`, [])
  const allocated = (lineId: number) => entries.reduce((sum, entry) => sum + quantity(entry.items[lineId]), 0)

  const importFile = async (file: File) => {
    const text = await file.text()
    const problem = csvFileProblem({ name: file.name, type: file.type, size: file.size }, text)
    if (problem) return setImportReport({ added: 0, problems: [problem.message] })
    const parsed = parseRecipientCsv(text)
    if (!parsed.ok) return setImportReport({ added: 0, problems: [parsed.message] })
    const imported = parsed.rows.map(({ recipient }) =>
      newEntry(country, lines, Object.fromEntries(Object.entries(recipient).map(([field, value]) => [field, value ?? '']))),
    )
    replace([...getValues('distributionList').filter((entry) => entry.recipient.fullName || entry.recipient.address1), ...imported])
    setImportReport({ added: imported.length, problems: parsed.problems.map((p) => p.message) })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => append(newEntry(country, lines))}>
          <Plus className="size-4" aria-hidden /> Add a recipient
        </button>
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => fileInput.current?.click()}>
          <FileUp className="size-4" aria-hidden /> Import from CSV
        </button>
        <a href={templateHref} download="recipients-template.csv" className={buttonClasses('ghost', 'sm')}>
          <Download className="size-4" aria-hidden /> CSV template
        </a>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="Recipients CSV file"
          data-testid="recipients-csv"
          onChange={(event) => {
            const file = event.target.files?.[0]
            // The import tells its problems in the import report; the handler need not wait for it.
            if (file) void importFile(file)
            event.target.value = ''
          }}
        />
      </div>
      {importReport ? (
        <div role="status" className="rounded-2xl border border-line bg-paper px-4 py-3 text-sm">
          <p className="font-medium">
            {importReport.added === 1 ? 'Imported 1 recipient.' : `Imported ${importReport.added} recipients.`}
            {importReport.problems.length ? ` ${importReport.problems.length} could not be read:` : ''}
          </p>
          {importReport.problems.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-red-700">
              {importReport.problems.slice(0, 10).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {errors.distributionList ? <p className="text-sm text-red-700">{errors.distributionList}</p> : null}
      {fields.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
          <Users className="size-6 text-muted" aria-hidden />
          <p className="mt-2 font-medium">No recipients yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted">Add people one by one, or import a spreadsheet saved as CSV.</p>
        </div>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const entry = entries[index] ?? field
            const hasErrors = Object.keys(errors).some((key) => key.startsWith(`distributionList.${index}.`))
            const open = entry.editing || hasErrors
            const r = entry.recipient
            return (
              <li key={field.id} className="rounded-2xl border border-line p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-muted uppercase">Recipient {index + 1}</p>
                    {!open ? (
                      <p className="mt-1 text-sm">
                        <span className="font-medium">{r.fullName}</span>
                        {r.companyName ? `, ${r.companyName}` : ''}
                        <span className="block text-muted">
                          {[
                            r.address1,
                            r.address2,
                            [r.suburb, r.state, r.postcode].filter(Boolean).join(' '),
                            r.country !== 'AU' ? countryName(r.country) : '',
                          ]
                            .filter(Boolean)
                            .join(', ')}
                        </span>
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    {!open ? (
                      <button
                        type="button"
                        className={buttonClasses('ghost', 'sm', 'px-3')}
                        onClick={() => update(index, { ...getValues(`distributionList.${index}`), editing: true })}
                        aria-label={`Edit recipient ${index + 1}`}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonClasses('ghost', 'sm', 'px-3 text-red-700')}
                      onClick={() => remove(index)}
                      aria-label={`Remove recipient ${index + 1}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                </div>
                {open ? (
                  <div className="mt-3">
                    <AddressFields prefix={`distributionList.${index}.recipient`} country={country} />
                  </div>
                ) : null}
                <div className="mt-4 grid gap-2 sm:grid-cols-2">
                  {lines.map((line) => {
                    const id = `dl-${field.id}-${line.id}`
                    const name = `distributionList.${index}.items.${line.id}` as const
                    return (
                      <div key={line.id} className="flex items-center justify-between gap-3 rounded-xl bg-paper px-3 py-2">
                        <label htmlFor={id} className="min-w-0 truncate text-sm" title={line.title}>
                          {line.title}
                        </label>
                        <Input
                          compact
                          id={id}
                          inputMode="numeric"
                          className="w-16 shrink-0 text-center tabular-nums"
                          {...register(name, { onChange: (event) => setValue(name, countDigits(event.target.value)) })}
                        />
                      </div>
                    )
                  })}
                </div>
                {errors[`distributionList.${index}.items`] ? (
                  <p className="mt-2 text-sm text-red-700">{errors[`distributionList.${index}.items`]}</p>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
      {fields.length > 0 ? (
        <ul className="space-y-1 text-sm text-muted">
          {lines.map((line) => {
            const sent = allocated(line.id)
            return (
              <li key={line.id} className={sent > line.quantity ? 'text-red-700' : ''}>
                {line.title}: {sent.toLocaleString('en-AU')} of {line.quantity.toLocaleString('en-AU')} sent
                {sent < line.quantity ? ` — ${(line.quantity - sent).toLocaleString('en-AU')} stay in our warehouse for later` : ''}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
