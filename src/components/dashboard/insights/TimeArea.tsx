import { scaleLinear } from '@visx/scale'
import { AreaClosed, LinePath } from '@visx/shape'

import { valueScale, type ValueKind } from './chart-scale'
import { TimePlot } from './TimePlot'

/**
 * A level over time (what was on hand at the end of each bucket) as a filled line, drawn by visx,
 * its stroke kept one width however far the drawing stretches.
 */
export function TimeArea({ values, labels, kind }: { values: number[]; labels: string[]; kind: ValueKind }) {
  const { top, ticks } = valueScale(values, kind)
  const x = scaleLinear<number>({ domain: [0, Math.max(1, values.length - 1)], range: [0, 100] })
  // Only the baseline is read from this scale (AreaClosed closes the shape at its range's start): the plot's bottom.
  const baseline = scaleLinear<number>({ domain: [0, 100], range: [100, 0] })
  const points = values.map((value, index) => ({ index, top: top(value) }))
  return (
    <TimePlot ticks={ticks} kind={kind} labels={labels} at="point" viewBox="0 0 100 100" height="h-40 sm:h-48">
      <AreaClosed data={points} x={(point) => x(point.index)} y={(point) => point.top} yScale={baseline} className="fill-ink/10" />
      <LinePath
        data={points}
        x={(point) => x(point.index)}
        y={(point) => point.top}
        className="fill-none stroke-ink"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </TimePlot>
  )
}
