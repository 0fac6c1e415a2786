import { labelEvery } from './chart-scale'

/** Labels that fit under a chart before they crowd each other on a phone. */
const MOST_LABELS = 6

/**
 * The buckets' names under a chart over time, a few evenly spaced: at the middle of each bar
 * (`band`), or at each point of a line from edge to edge (`point`).
 */
export function TimeAxis({ labels, at }: { labels: string[]; at: 'band' | 'point' }) {
  const every = labelEvery(labels.length, MOST_LABELS)
  const left = (index: number) => {
    if (at === 'band') return ((index + 0.5) / labels.length) * 100
    return labels.length > 1 ? (index / (labels.length - 1)) * 100 : 50
  }
  return (
    <div className="relative mt-2 ml-14 h-4 sm:ml-16">
      {labels.map((label, index) =>
        index % every === 0 ? (
          <span key={index} className="absolute -translate-x-1/2 text-[11px] whitespace-nowrap text-muted" style={{ left: `${left(index)}%` }}>
            {label}
          </span>
        ) : null,
      )}
    </div>
  )
}
