// Shared surface treatments, so every product is lit the same way: soft key light from the upper left.
import type { Sketch } from './sketch'
import { tonesFor, type Tones } from './tones'

export type Axis = 'vertical' | 'horizontal'

/** Rounded body (mug, bottle, pen): dark rims, a bright specular band left of centre. */
export function cylinder(s: Sketch, axis: Axis = 'vertical', t: Tones = s.tones): string {
  const across: [[number, number], [number, number]] =
    axis === 'vertical'
      ? [
          [0, 0],
          [1, 0],
        ]
      : [
          [0, 0],
          [0, 1],
        ]
  return s.linear(
    [
      [0, t.deep],
      [0.1, t.shade],
      [0.3, t.base],
      [0.4, t.highlight],
      [0.5, t.light],
      [0.75, t.base],
      [0.92, t.shade],
      [1, t.deep],
    ],
    ...across,
  )
}

/** Soft cloth and matte plastic: lighter towards the key light, falling off to the lower right. */
export function matte(s: Sketch, t: Tones = s.tones): string {
  return s.linear(
    [
      [0, t.light],
      [0.45, t.base],
      [1, t.shade],
    ],
    [0, 0],
    [0.8, 1],
  )
}

/** Padded or filled-out body (garments, bags): matte fill plus darker falloff at both sides. */
export function softFill(s: Sketch, outline: string, t: Tones = s.tones): string {
  const sides = s.linear(
    [
      [0, t.deep, 0.32],
      [0.16, t.deep, 0],
      [0.84, t.deep, 0],
      [1, t.deep, 0.32],
    ],
    [0, 0],
    [1, 0],
  )
  return `<path d="${outline}" fill="${matte(s, t)}"/><path d="${outline}" fill="${sides}"/>${edge(outline, t)}`
}

/** Brushed steel for clips, rings and pen tips. */
export function steel(s: Sketch, axis: Axis = 'vertical'): string {
  return cylinder(s, axis, tonesFor('#b9bcc0'))
}

/** A neutral tone set for parts that stay the same whatever the product colour (caps, rubber). */
export const charcoal = tonesFor('#34363a')

/** Stitch line along a seam. */
export function stitch(d: string, t: Tones, width = 2.5): string {
  return `<path d="${d}" fill="none" stroke="${t.isLight ? t.outline : t.highlight}" stroke-opacity="0.55" stroke-width="${width}" stroke-dasharray="9 7" stroke-linecap="round"/>`
}

/**
 * Soft fold or crease, faked with stacked translucent strokes instead of a blur filter (filters are slow):
 * a shadow in the trough and a lifted ridge beside it, so folds still read on near-black cloth.
 */
export function fold(d: string, t: Tones, width = 14, opacity = 0.15): string {
  const soft = (colour: string, strength: number, shift: number) =>
    [1, 0.6, 0.3]
      .map(
        (k) =>
          `<path d="${d}" transform="translate(${-shift} ${-shift * 0.7})" fill="none" stroke="${colour}" stroke-opacity="${(strength / 3).toFixed(3)}" stroke-width="${width * k}" stroke-linecap="round"/>`,
      )
      .join('')
  return soft(t.highlight, opacity * 0.9, width * 0.45) + soft(t.deep, opacity, 0)
}

/** Stroke attributes for a product's edge: strong enough that pale products keep a crisp edge on the pale backdrop. */
export function outline(t: Tones, width = 3): string {
  return `stroke="${t.outline}" stroke-opacity="${t.isLight ? 0.7 : 0.5}" stroke-width="${width}" stroke-linejoin="round"`
}

/** Edge drawn over an already-filled shape (e.g. one layered from several fills). */
export function edge(d: string, t: Tones, width = 3): string {
  return `<path d="${d}" fill="none" ${outline(t, width)}/>`
}

/** Filled and edged in one element: the most common pairing. */
export function panel(d: string, fill: string, t: Tones, width = 3): string {
  return `<path d="${d}" fill="${fill}" ${outline(t, width)}/>`
}
