import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

const R = 290
const pointAt = (degrees: number, radius = R) => {
  const a = (degrees * Math.PI) / 180
  return `${(500 + radius * Math.cos(a)).toFixed(1)},${(500 + radius * Math.sin(a)).toFixed(1)}`
}

/** Round die-cut vinyl sticker with its lower-right edge peeling back to show the backing side. */
export const drawSticker: DrawShape = (s) => {
  const t = s.tones
  const [from, to] = [pointAt(12), pointAt(78)]
  // What stays stuck down: the circle minus the segment beyond the peel line.
  const stuck = `M${from} A${R},${R} 0 1 0 ${to} Z`
  // The peeled segment mirrored across the peel line: same arc, bulging the other way.
  const flap = `M${from} A${R},${R} 0 0 0 ${to} Z`
  const clip = s.id('sticker')
  s.define(`<clipPath id="${clip}"><path d="${stuck}"/></clipPath>`)
  return {
    body:
      `<path d="${stuck}" fill="#ffffff" stroke="#c9c2b8" stroke-width="3"/>` +
      `<circle cx="500" cy="500" r="${R - 24}" fill="${s.radial(
        [
          [0, t.light],
          [1, t.base],
        ],
        [0.35, 0.3],
        0.8,
      )}" clip-path="url(#${clip})"/>` +
      printArea(t, { cx: 490, cy: 480, width: 300, height: 200 }) +
      `<path d="${flap}" fill="#6b5a48" fill-opacity="0.18" transform="translate(-10 -8)"/>` +
      `<path d="${flap}" fill="${s.linear(
        [
          [0, '#fdfcfa'],
          [1, '#dcd7cf'],
        ],
        [1, 1],
        [0, 0],
      )}" stroke="#bdb5aa" stroke-width="3"/>`,
  }
}
