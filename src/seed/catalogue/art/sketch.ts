import { tonesFor, type Tones } from './tones'

export type Stop = [offset: number, colour: string, opacity?: number]
type Point = [number, number]

/**
 * Drawing context handed to each shape. It collects gradient definitions under a
 * per-product id prefix so several products can share one SVG document (banners).
 */
export interface Sketch {
  tones: Tones
  /** Linear gradient across the filled element's bounding box (0..1 units); returns a fill reference. */
  linear(stops: Stop[], from?: Point, to?: Point): string
  /** Radial gradient in bounding-box units; returns a fill reference. */
  radial(stops: Stop[], centre?: Point, radius?: number): string
  /** A unique id for clip paths or patterns a shape defines itself. */
  id(name: string): string
  define(markup: string): void
  defs(): string
}

const stopTags = (stops: Stop[]) =>
  stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('')

export function createSketch(colour: string, prefix: string): Sketch {
  const definitions: string[] = []
  let counter = 0
  const id = (name: string) => `${prefix}-${name}-${counter++}`

  return {
    tones: tonesFor(colour),
    id,
    linear(stops, [x1, y1] = [0, 0], [x2, y2] = [0, 1]) {
      const ref = id('lg')
      definitions.push(`<linearGradient id="${ref}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`)
      return `url(#${ref})`
    },
    radial(stops, [cx, cy] = [0.5, 0.5], r = 0.5) {
      const ref = id('rg')
      definitions.push(`<radialGradient id="${ref}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`)
      return `url(#${ref})`
    },
    define(markup) {
      definitions.push(markup)
    },
    defs: () => definitions.join(''),
  }
}
