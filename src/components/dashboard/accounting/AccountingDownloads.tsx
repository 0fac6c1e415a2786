import { Download } from 'lucide-react'
import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/TextField'
import { ACCOUNTING_FILE_SHAPES, type AccountingFile } from '@/domain/accounting/export-request'

/** Where each file goes in its system, in the words of that system's menus. */
const HOW_TO: Record<AccountingFile, ReactNode> = {
  'xero-bills': (
    <>
      The period’s tax invoices as bills. In Xero, open <strong>Bills to pay › Import</strong> and choose <strong>tax exclusive</strong> when asked.
      Payments reconcile from your bank feed.
    </>
  ),
  'myob-purchases': (
    <>
      The period’s tax invoices as service purchases. In AccountRight, <strong>File › Import data › Purchases › Service purchases</strong>,
      tab-delimited, with a header record.
    </>
  ),
  'myob-payments': (
    <>
      The invoices you paid in the period, each applied to its purchase. In AccountRight,{' '}
      <strong>File › Import data › Purchases › Supplier payments</strong>, after the purchases.
    </>
  ),
}

/**
 * A download per accounting file: each a plain GET form, so the browser saves the file and any
 * problem comes back to this page. `problem` is the field error for the file last asked for.
 */
export function AccountingDownloads({
  from,
  to,
  files,
  asked,
}: {
  from: string
  to: string
  files: readonly AccountingFile[]
  asked: { file: AccountingFile; account: string; problem?: string } | null
}) {
  return (
    <section aria-labelledby="downloads-heading">
      <h2 id="downloads-heading" className="text-lg font-semibold">
        Files for your accounting system
      </h2>
      <p className="mt-1 text-sm text-muted">Each file covers the period above, in the system’s own import format, with GST on every line.</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {files.map((file) => {
          const shape = ACCOUNTING_FILE_SHAPES[file]
          const mine = asked?.file === file ? asked : null
          return (
            <form
              key={file}
              action="/dashboard/accounting/export"
              method="get"
              className="flex flex-col rounded-2xl border border-line bg-white p-5"
              aria-label={shape.label}
            >
              <p className="text-xs font-medium tracking-wide text-muted uppercase">{shape.system}</p>
              <h3 className="mt-1 font-semibold">{shape.label}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{HOW_TO[file]}</p>
              <input type="hidden" name="file" value={file} />
              <input type="hidden" name="from" value={from} />
              <input type="hidden" name="to" value={to} />
              <div className="mt-4">
                <TextField
                  id={`account-${file}`}
                  name="account"
                  label={shape.account.label}
                  defaultValue={mine?.account || shape.account.defaultValue}
                  maxLength={10}
                  error={mine?.problem}
                />
              </div>
              <button type="submit" className={buttonClasses('primary', 'sm', 'mt-4 self-start')}>
                <Download className="size-4" aria-hidden />
                Download .{shape.extension}
              </button>
            </form>
          )
        })}
      </div>
    </section>
  )
}
