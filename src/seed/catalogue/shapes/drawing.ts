import type { Sketch } from '../art/sketch'

/**
 * A product drawn in a 1000 × 1000 box, centred on (500, 500) with its own margins.
 * `ground` is the footprint for a contact shadow, for products that stand on the floor.
 */
export interface Drawing {
  body: string
  ground?: { cx: number; cy: number; rx: number }
}

export type DrawShape = (s: Sketch) => Drawing

/** Repeats markup mirrored about the vertical centre line, for symmetric details. */
export function symmetric(markup: string): string {
  return `${markup}<g transform="matrix(-1 0 0 1 1000 0)">${markup}</g>`
}
