import { Card } from '@/components/ui/Card'
import { formatCents, GST_RATE_PERCENT, priceSummary } from '@/domain/pricing'
import type { LineItemView } from '@/features/dashboard/line-items'

const percent = (value: number) => `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })}%`

/** Subtotal, shipping, GST and total, computed by the pricing module from the line items. */
export function PriceSummaryCard({
  lineItems,
  shippingEstimate,
  cardFeePercent,
}: {
  lineItems: LineItemView[]
  shippingEstimate: number
  cardFeePercent: number
}) {
  const summary = priceSummary({ lines: lineItems, shippingEstimate })
  const rows = [
    { label: 'Subtotal', value: formatCents(summary.subtotal) },
    { label: 'Shipping estimate', value: shippingEstimate > 0 ? formatCents(summary.shipping) : 'To be confirmed' },
    { label: `GST (${GST_RATE_PERCENT}%)`, value: formatCents(summary.gst) },
  ]
  return (
    <Card title="Price summary">
      <dl className="space-y-2.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatCents(summary.totalIncGst)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">
        Prices in AUD, including GST.{cardFeePercent > 0 ? ` Card payments add ${percent(cardFeePercent)}; invoices add nothing.` : ''}
      </p>
    </Card>
  )
}
