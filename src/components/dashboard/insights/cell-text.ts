import { formatUtcDay } from '@/domain/display-date'
import type { ColumnKind } from '@/domain/insights/insights-csv'
import { formatCents } from '@/domain/pricing'

const COUNT = new Intl.NumberFormat('en-AU')

/** A chart table's cell as people read it: money in dollars, counts grouped, days written out, nothing as a dash. */
export const cellText = (kind: ColumnKind, cell: string | number | null): string => {
  if (cell === null) return '—'
  if (kind === 'money') return formatCents(Number(cell))
  if (kind === 'count') return COUNT.format(Number(cell))
  if (kind === 'percent') return `${cell}%`
  if (kind === 'day') return formatUtcDay(String(cell))
  return String(cell)
}
