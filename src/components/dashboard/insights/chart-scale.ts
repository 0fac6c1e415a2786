import { scaleLinear } from '@visx/scale'

/** Gridlines a chart draws across its values. */
const TICKS = 4

/**
 * The vertical scale of a chart over `values`, from 0 to a round number above the largest, as a
 * percentage of the plot's height from the top (100 at zero), with its few round ticks placed.
 */
export function valueScale(values: readonly number[]) {
  const largest = Math.max(0, ...values)
  const scale = scaleLinear<number>({ domain: [0, largest > 0 ? largest : 1], range: [100, 0], nice: TICKS })
  return { top: (value: number) => scale(value), ticks: scale.ticks(TICKS).map((value) => ({ value, top: scale(value) })) }
}

/** Every how many buckets an axis names one, so at most `most` labels fit under a chart. */
export const labelEvery = (count: number, most: number) => Math.max(1, Math.ceil(count / most))

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', notation: 'compact', maximumFractionDigits: 1 })
const COUNT = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 })

/** An axis label: cents as short dollars ("$1.2K"), or a short count. */
export const axisLabel = (kind: 'money' | 'count') => (value: number) => (kind === 'money' ? WHOLE_DOLLARS.format(value / 100) : COUNT.format(value))
