import type { ReactNode } from 'react'

import { axisLabel, type ValueKind } from './chart-scale'
import { TimeAxis } from './TimeAxis'
import { ValueAxis } from './ValueAxis'

/**
 * The frame of a chart over time (or over sizes): gridlines and value labels at the left and the steps' names
 * underneath, in HTML so text stays readable at any width, around an SVG drawing (`children`, in
 * `viewBox` units with 0–100 from top to bottom) stretched to fill the plot.
 */
export function TimePlot({
  ticks,
  kind,
  labels,
  at,
  viewBox,
  height,
  children,
}: {
  ticks: { value: number; top: number }[]
  kind: ValueKind
  labels: string[]
  at: 'band' | 'point'
  viewBox: string
  height: string
  children: ReactNode
}) {
  return (
    <div>
      <div className={`relative ${height}`}>
        <ValueAxis ticks={ticks} format={axisLabel(kind)} />
        <svg
          className="absolute inset-y-0 right-0 left-14 h-full w-[calc(100%-3.5rem)] overflow-visible sm:left-16 sm:w-[calc(100%-4rem)]"
          viewBox={viewBox}
          preserveAspectRatio="none"
        >
          {children}
        </svg>
      </div>
      <TimeAxis labels={labels} at={at} />
    </div>
  )
}
