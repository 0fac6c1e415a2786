import { charcoal, edge, matte } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Back of a phone in a snap case, camera cut-out top left. */
export const drawPhoneCase: DrawShape = (s) => {
  const t = s.tones
  const shell = 'M410,160 L590,160 Q650,160 650,220 L650,780 Q650,840 590,840 L410,840 Q350,840 350,780 L350,220 Q350,160 410,160 Z'
  const lens = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="25" fill="${charcoal.shade}" stroke="${charcoal.highlight}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="13" fill="${s.radial(
      [
        [0, '#4b5d78'],
        [1, '#0d0f14'],
      ],
      [0.35, 0.35],
      0.7,
    )}"/>` +
    `<circle cx="${cx - 5}" cy="${cy - 5}" r="4" fill="#ffffff" fill-opacity="0.7"/>`
  return {
    body:
      `<rect x="647" y="300" width="9" height="80" rx="4" fill="${t.shade}"/>` +
      `<rect x="344" y="280" width="9" height="50" rx="4" fill="${t.shade}"/>` +
      `<path d="${shell}" fill="${matte(s)}"/>` +
      `<rect x="362" y="172" width="276" height="656" rx="50" fill="none" stroke="${t.highlight}" stroke-opacity="0.35" stroke-width="6"/>` +
      edge(shell, t) +
      `<rect x="376" y="186" width="140" height="140" rx="34" fill="${charcoal.base}" stroke="${t.deep}" stroke-width="5"/>` +
      lens(414, 226) +
      lens(414, 288) +
      lens(474, 257) +
      `<circle cx="476" cy="208" r="8" fill="#f3ecd6"/>` +
      printArea(t, { cx: 500, cy: 540, width: 140, height: 140, round: true }),
  }
}
