'use client'

import { FileSpreadsheet } from 'lucide-react'
import { useState } from 'react'

import { MAX_INVITATIONS, parseInvitationCsv } from '@/domain/invitation-csv'

/**
 * The CSV of people to invite, read in the browser and checked by the same rules the server
 * applies, so a bad row is named before anything is sent; the server checks it again.
 */
export function InviteeListField({ error, problems, onChange }: { error?: string; problems: string[]; onChange: (csv: string | null) => void }) {
  const [summary, setSummary] = useState<{ ok: boolean; text: string; problems: string[] } | null>(null)
  const shown = problems.length > 0 ? problems : (summary?.problems ?? [])
  return (
    <div id="recipientsCsv" tabIndex={-1} className="rounded-2xl border border-dashed border-line bg-paper p-4 outline-none">
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <FileSpreadsheet className="size-4" aria-hidden /> People to invite (CSV)
        </span>
        <span className="text-muted">
          A header row with <strong>name</strong> and <strong>email</strong> columns, up to {MAX_INVITATIONS} people. Each is emailed their own link,
          which takes one answer.
        </span>
        <input
          type="file"
          name="recipientsCsv"
          accept=".csv,text/csv"
          aria-invalid={Boolean(error || shown.length)}
          aria-describedby="recipientsCsv-status"
          className="mt-1 w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-medium file:text-white"
          onChange={async (event) => {
            const file = event.target.files?.[0]
            if (!file) {
              setSummary(null)
              onChange(null)
              return
            }
            const text = await file.text()
            const parsed = parseInvitationCsv(text)
            setSummary(
              parsed.ok
                ? { ok: true, text: `${parsed.invitees.length} ${parsed.invitees.length === 1 ? 'person' : 'people'} to invite.`, problems: [] }
                : { ok: false, text: parsed.message, problems: parsed.problems },
            )
            onChange(text)
          }}
        />
      </label>
      <div id="recipientsCsv-status" role="status" className="mt-2 text-sm">
        {error || summary ? <p className={summary?.ok && !error ? 'text-emerald-800' : 'text-red-700'}>{error ?? summary?.text}</p> : null}
        {shown.length > 0 ? (
          <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-red-700">
            {shown.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
