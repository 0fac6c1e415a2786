import { ImageOff } from 'lucide-react'

import { formatCents } from '@/domain/pricing'

export type ProposalLine = {
  id: number
  title: string
  quantity: number
  pricePerUnit: number
  mockupUrl: string | null
  note?: string | null
}

/** The proposal's items: mockup, quantity at its unit price, and the line total. */
export function ProposalLines({ lines, subtotal, footnote }: { lines: ProposalLine[]; subtotal: number; footnote?: string }) {
  return (
    <section aria-labelledby="proposal-heading" className="rounded-3xl border border-line bg-white">
      <div className="flex items-baseline justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <h2 id="proposal-heading" className="text-base font-semibold">
          Your items
        </h2>
        <p className="text-sm text-muted">{lines.length === 1 ? '1 item' : `${lines.length} items`}</p>
      </div>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-4 px-5 py-4 sm:px-6">
            <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-sand sm:size-24">
              {line.mockupUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- the mockup is served through the share link, so next/image's optimiser cannot fetch it
                <img src={line.mockupUrl} alt={`Mockup of ${line.title}`} className="size-full object-cover" loading="lazy" width={96} height={96} />
              ) : (
                <span className="flex size-full items-center justify-center text-muted">
                  <ImageOff className="size-5" aria-hidden />
                </span>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="font-medium text-pretty">{line.title}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {line.quantity.toLocaleString('en-AU')} × {formatCents(line.pricePerUnit)}
                </p>
                {line.note ? <p className="mt-1 text-xs text-muted">{line.note}</p> : null}
              </div>
              <p className="font-medium tabular-nums sm:text-right">{formatCents(line.quantity * line.pricePerUnit)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t border-line px-5 py-4 sm:px-6">
        <p className="font-semibold">Subtotal</p>
        <p className="text-lg font-semibold tabular-nums">{formatCents(subtotal)}</p>
      </div>
      {footnote ? <p className="border-t border-line bg-paper/60 px-5 py-3 text-xs text-muted sm:px-6 rounded-b-3xl">{footnote}</p> : null}
    </section>
  )
}
