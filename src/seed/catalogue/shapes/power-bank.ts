import { matte, panel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Slim power bank standing on its long edge; depth is built by stacking the face outline backwards. */
export const drawPowerBank: DrawShape = (s) => {
  const t = s.tones
  const face = (dx: number, dy: number) =>
    `M${282 + dx},${420 + dy} L${678 + dx},${420 + dy} Q${718 + dx},${420 + dy} ${718 + dx},${460 + dy} L${718 + dx},${630 + dy} Q${718 + dx},${670 + dy} ${678 + dx},${670 + dy} L${282 + dx},${670 + dy} Q${242 + dx},${670 + dy} ${242 + dx},${630 + dy} L${242 + dx},${460 + dy} Q${242 + dx},${420 + dy} ${282 + dx},${420 + dy} Z`
  const depth = Array.from({ length: 16 }, (_, i) => face(48 - i * 3, -48 + i * 3)).join(' ')
  const top = s.id('top')
  // The part of the extrusion above the front face's top edge is the lit top face; the rest is the side.
  s.define(`<clipPath id="${top}"><path d="M200,420 L718,420 L772,366 L772,300 L200,300 Z"/></clipPath>`)
  const led = (i: number) => `<circle cx="${590 + i * 22}" cy="632" r="6" fill="${i < 3 ? '#e9fbf1' : t.deep}" fill-opacity="${i < 3 ? 1 : 0.5}"/>`
  return {
    body:
      `<path d="${depth}" fill="${t.shade}"/>` +
      `<path d="${depth}" fill="${t.light}" clip-path="url(#${top})"/>` +
      panel(face(0, 0), matte(s), t) +
      `<path d="M282,424 L678,424" stroke="${t.highlight}" stroke-opacity="0.5" stroke-width="4"/>` +
      [0, 1, 2, 3].map(led).join('') +
      printArea(t, { cx: 440, cy: 545, width: 190, height: 110 }),
    ground: { cx: 500, cy: 672, rx: 300 },
  }
}
