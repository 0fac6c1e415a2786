'use client'

import { useState } from 'react'

// Far more than 500 rows need; stops a wrong file (a spreadsheet, a photo) from filling the box.
const MAX_FILE_BYTES = 1_000_000

/**
 * Reads a chosen CSV into the address box rather than sending it as is, so the inviter sees (and
 * may edit) exactly what is sent; the server reads the header row.
 */
export function CsvListPicker({ disabled, onLoad }: { disabled: boolean; onLoad: (text: string) => void }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  return (
    <div>
      <label htmlFor="invite-csv" className="text-sm font-medium">
        Choose a CSV file
      </label>
      <input
        id="invite-csv"
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby="invite-csv-hint invite-csv-status"
        className="mt-1.5 block w-full min-w-0 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:border-ink disabled:opacity-60"
        onChange={async (event) => {
          const input = event.currentTarget
          const file = input.files?.[0]
          if (!file) return
          if (file.size > MAX_FILE_BYTES) {
            setStatus({ ok: false, text: `${file.name} is too big for a list of people. Choose a CSV file.` })
            input.value = ''
            return
          }
          try {
            onLoad(await file.text())
            setStatus({ ok: true, text: `${file.name} is in the box above. Check it, then send the invitations.` })
          } catch {
            setStatus({ ok: false, text: `We couldn’t read ${file.name}. Try saving it as a CSV again.` })
          }
          // The same file may be chosen again after editing it.
          input.value = ''
        }}
      />
      <p id="invite-csv-hint" className="mt-1.5 text-xs text-muted">
        A CSV needs a header row with an email column, and optionally name.
      </p>
      <p id="invite-csv-status" role="status" className={`mt-1 text-sm ${status?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}>
        {status?.text ?? ''}
      </p>
    </div>
  )
}
