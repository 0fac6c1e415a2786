import { formatCents, type PriceSummary as Summary } from '@/domain/pricing'

/** Subtotal, shipping, GST and the total; the card surcharge only when paying by card. */
export function PriceSummary({ summary, cardFeePercent }: { summary: Summary; cardFeePercent?: number }) {
  const rows: [string, number][] = [
    ['Subtotal', summary.subtotal],
    ['Shipping', summary.shipping],
    ['GST (10%)', summary.gst],
  ]
  if (summary.cardSurcharge > 0) rows.push([`Card surcharge (${cardFeePercent ?? 0}%)`, summary.cardSurcharge])
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold">Total (AUD)</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="amount-due">
          {formatCents(summary.total)}
        </dd>
      </div>
    </dl>
  )
}
