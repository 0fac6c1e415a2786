import { formatCents, lineTotal } from '@/domain/pricing'
import type { LineItemView } from '@/features/dashboard/line-items'
import { Picture } from './Picture'
import { SizeGrid } from './SizeGrid'

/** What a sized line still lacks, in words; null when every unit has a size. */
const sizingNote = (line: LineItemView): string | null => {
  if (!line.hasSizing) return null
  if (line.sizedQuantity === 0) return 'Sizes are chosen when the project is finalised.'
  const remaining = line.quantity - line.sizedQuantity
  return remaining > 0 ? `${remaining} of ${line.quantity} still to size.` : null
}

/** The items of a project or order: picture, options, quantity and price, and the size grid. */
export function LineItemList({ items, showPrices = true }: { items: LineItemView[]; showPrices?: boolean }) {
  if (items.length === 0) return <p className="text-sm text-muted">No items yet — we’re adding them to your proposal.</p>
  return (
    <ul className="divide-y divide-line">
      {items.map((line) => {
        const note = sizingNote(line)
        return (
          <li key={line.id} className="flex gap-4 py-5 first:pt-0 last:pb-0">
            <Picture picture={line.picture} size={88} className="shrink-0 rounded-xl border border-line" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <h3 className="font-medium">{line.title}</h3>
                  <p className="mt-0.5 text-sm text-muted">
                    {line.quantity.toLocaleString('en-AU')} {line.isPackaging ? 'packs' : 'units'}
                    {showPrices ? <> × {formatCents(line.pricePerUnit)}</> : null}
                  </p>
                </div>
                {showPrices ? <p className="font-semibold tabular-nums sm:text-right">{formatCents(lineTotal(line))}</p> : null}
              </div>
              {line.designOptions.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Decoration">
                  {line.designOptions.map((option) => (
                    <li key={option} className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-ink">
                      {option}
                    </li>
                  ))}
                </ul>
              ) : null}
              {line.sizeGroups.length > 0 ? (
                <div className="mt-3">
                  <SizeGrid title={line.title} groups={line.sizeGroups} />
                </div>
              ) : null}
              {note ? <p className="mt-2 text-xs text-muted">{note}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
