import { formatCents, type PriceBreak } from '@/domain/pricing'

const quantityRange = (breaks: PriceBreak[], index: number): string => {
  const from = breaks[index].minQuantity
  const next = breaks[index + 1]
  return next ? `${from.toLocaleString('en-AU')}–${(next.minQuantity - 1).toLocaleString('en-AU')}` : `${from.toLocaleString('en-AU')}+`
}

/** Unit prices by quantity, with the best one marked. Prices exclude GST. */
export function PriceBreakTable({ breaks, captionId }: { breaks: PriceBreak[]; captionId?: string }) {
  if (breaks.length === 0) return null
  const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity)
  const best = Math.min(...sorted.map((row) => row.pricePerUnit))
  const first = sorted[0].pricePerUnit
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <table className="w-full text-sm" aria-labelledby={captionId}>
        <thead className="bg-sand/70 text-left text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Quantity
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Unit price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sorted.map((row, index) => {
            const isBest = row.pricePerUnit === best
            const saving = first > 0 ? Math.round(((first - row.pricePerUnit) / first) * 100) : 0
            return (
              <tr key={row.minQuantity} className={isBest ? 'bg-accent/5' : undefined}>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <span className="tabular-nums">{quantityRange(sorted, index)}</span>
                  {isBest ? (
                    <span className="ml-2 inline-flex items-center rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-white">
                      Best price
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">
                  {saving > 0 ? <span className="mr-2 text-xs text-muted">save {saving}%</span> : null}
                  <span className={isBest ? 'font-semibold text-ink' : 'font-medium'}>{formatCents(row.pricePerUnit)}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
