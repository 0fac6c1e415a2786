import { scaleLinear } from '@visx/scale'

/** One ranked row: its name, its value as text, and the number the bar is drawn to. */
export type RankedRow = { key: string; label: string; value: number; text: string; detail?: string | null; marker?: number | null }

/**
 * Named values as horizontal bars, largest first as given: the name and figure above each bar, so
 * long names wrap on a phone instead of squeezing the bar. A marker (a budget's limit) draws a line
 * across its row's bar.
 */
export function RankedBars({ rows }: { rows: RankedRow[] }) {
  const largest = Math.max(1, ...rows.flatMap((row) => [row.value, row.marker ?? 0]))
  const width = scaleLinear<number>({ domain: [0, largest], range: [0, 100], clamp: true })
  return (
    <ol className="space-y-3">
      {rows.map((row) => (
        <li key={row.key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">{row.label}</span>
            <span className="shrink-0 font-medium tabular-nums">{row.text}</span>
          </div>
          <div className="relative mt-1 h-2.5 rounded-full bg-sand">
            <div className="h-full rounded-full bg-ink" style={{ width: `${Math.max(row.value > 0 ? 1 : 0, width(row.value))}%` }} />
            {row.marker ? <div className="absolute -inset-y-1 w-0.5 rounded bg-accent" style={{ left: `${width(row.marker)}%` }} /> : null}
          </div>
          {row.detail ? <p className="mt-1 text-xs text-muted">{row.detail}</p> : null}
        </li>
      ))}
    </ol>
  )
}
