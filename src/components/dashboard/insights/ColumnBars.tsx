import { Group } from '@visx/group'
import { scaleBand } from '@visx/scale'
import { Bar } from '@visx/shape'

import { valueScale, type ValueKind } from './chart-scale'
import { TimePlot } from './TimePlot'

/** The width of one step in the drawing's own units; the drawing stretches to the card's width. */
const STEP = 10

/** A value per step (a bucket of time, a size) as vertical bars, drawn by visx. */
export function ColumnBars({ values, labels, kind }: { values: number[]; labels: string[]; kind: ValueKind }) {
  const { top, ticks } = valueScale(values, kind)
  const band = scaleBand<number>({ domain: values.map((_, index) => index), range: [0, values.length * STEP], padding: 0.25 })
  return (
    <TimePlot ticks={ticks} kind={kind} labels={labels} at="band" viewBox={`0 0 ${values.length * STEP} 100`} height="h-48 sm:h-56">
      <Group>
        {values.map((value, index) => (
          <Bar key={index} x={band(index)} y={top(value)} width={band.bandwidth()} height={100 - top(value)} className="fill-ink" />
        ))}
      </Group>
    </TimePlot>
  )
}
