import { scaleLinear } from '@visx/scale'

/** What a chart's values are: cents, counts or whole percentages. */
export type ValueKind = 'money' | 'count' | 'percent'

/** Gridlines a chart draws across its values. */
const TICKS = 4

/**
 * The vertical scale of a chart over `values`, from 0 to a round number above the largest, as a
 * percentage of the plot's height from the top (100 at zero), with its few round ticks placed
 * (whole ones for counts and percentages: no one chose half a size).
 */
export function valueScale(values: readonly number[], kind: ValueKind) {
  const largest = Math.max(0, ...values)
  const scale = scaleLinear<number>({ domain: [0, largest > 0 ? largest : 1], range: [100, 0], nice: TICKS })
  const ticks = scale.ticks(TICKS).filter((value) => kind === 'money' || Number.isInteger(value))
  return { top: (value: number) => scale(value), ticks: ticks.map((value) => ({ value, top: scale(value) })) }
}

/** Every how many buckets an axis names one, so at most `most` labels fit under a chart. */
export const labelEvery = (count: number, most: number) => Math.max(1, Math.ceil(count / most))

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', notation: 'compact', maximumFractionDigits: 1 })
const COUNT = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 })

/** An axis label: cents as short dollars ("$1.2K"), a short count, or a percentage. */
export const axisLabel = (kind: ValueKind) => (value: number) =>
  kind === 'money' ? WHOLE_DOLLARS.format(value / 100) : kind === 'percent' ? `${value}%` : COUNT.format(value)
