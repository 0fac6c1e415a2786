import { FileText } from 'lucide-react'

import { Badge } from '@/components/ui/StatusBadge'
import { IconBadge } from '@/components/ui/IconBadge'
import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { AccountingPeriod } from '@/features/dashboard/accounting'

/** How many invoices the table lists before it says how many more the files carry. */
const LISTED = 50

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-muted">{detail}</p>
    </div>
  )
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** The period in three figures (billed, GST to claim, paid) and its tax invoices, oldest first. */
export function PeriodFigures({ period }: { period: AccountingPeriod }) {
  const { issued, settled } = period
  const billed = issued.reduce((sum, { bill }) => sum + bill.total, 0)
  const gst = issued.reduce((sum, { bill }) => sum + bill.gst, 0)
  const paid = settled.reduce((sum, { bill }) => sum + bill.total, 0)
  return (
    <section aria-labelledby="figures-heading" className="space-y-4">
      <h2 id="figures-heading" className="sr-only">
        The period’s invoices
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Billed" value={formatCents(billed)} detail={`${plural(issued.length, 'tax invoice')} issued, GST included`} />
        <Figure label="GST to claim" value={formatCents(gst)} detail="On the invoices issued in the period" />
        <Figure label="Paid" value={formatCents(paid)} detail={`${plural(settled.length, 'invoice')} settled in the period`} />
      </div>
      {issued.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <IconBadge icon={FileText} tone="muted" />
          <p className="mt-4 font-semibold">No tax invoices in this period</p>
          <p className="mt-1 max-w-md text-sm text-muted">Invoices are issued when a project is paid on account. Choose another period above.</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Tax invoices issued in the period</caption>
            <thead className="border-b border-line text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Invoice
                </th>
                <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                  Issued
                </th>
                <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                  Reference
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Payment
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {issued.slice(0, LISTED).map(({ id, bill, paidOn }) => (
                <tr key={id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <span className="font-medium">{bill.number}</span>
                    {/* On a phone the issue day sits under the number rather than in a column of its own. */}
                    <span className="block text-xs text-muted sm:hidden">{formatDate(bill.issuedOn)}</span>
                  </td>
                  <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{formatDate(bill.issuedOn)}</td>
                  <td className="hidden max-w-56 truncate px-4 py-3 text-muted sm:table-cell">{bill.reference}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatCents(bill.total)}</td>
                  <td className="px-4 py-3">
                    {paidOn ? (
                      <Badge tone="bg-emerald-50 text-emerald-800 ring-emerald-200">Paid {formatDate(paidOn)}</Badge>
                    ) : (
                      <Badge tone="bg-orange-50 text-orange-800 ring-orange-200">Due {formatDate(bill.dueOn)}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {issued.length > LISTED ? (
            <p className="border-t border-line px-4 py-3 text-sm text-muted">
              And {plural(issued.length - LISTED, 'more invoice')}: the files below carry them all.
            </p>
          ) : null}
        </div>
      )}
    </section>
  )
}
