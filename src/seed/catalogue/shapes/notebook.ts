import { charcoal, edge, fold, matte } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** A5 hardcover notebook with elastic closure and ribbon marker, page block showing at the fore-edge. */
export const drawNotebook: DrawShape = (s) => {
  const t = s.tones
  const cover = 'M348,186 L670,186 Q688,186 688,204 L688,796 Q688,814 670,814 L348,814 Q330,814 330,796 L330,204 Q330,186 348,186 Z'
  const pages = 'M350,196 L680,196 Q698,196 698,214 L698,800 Q698,820 680,820 L350,820 Z'
  const pageLines = [691, 695].map((x) => `M${x},208 V808`).join(' ')
  return {
    body:
      `<path d="M432,800 L432,892 L450,874 L468,892 L468,800 Z" fill="${charcoal.base}"/>` +
      `<path d="${pages}" fill="#f4f0e6" stroke="#b9b1a4" stroke-width="2"/>` +
      `<path d="${pageLines}" stroke="#d8d1c4" stroke-width="1.5"/>` +
      `<path d="${cover}" fill="${matte(s)}"/>` +
      fold('M374,192 L374,808', t, 10, 0.3) +
      edge(cover, t) +
      `<rect x="626" y="180" width="20" height="640" rx="4" fill="${t.isLight ? charcoal.base : t.deep}"/>` +
      `<rect x="629" y="180" width="5" height="640" fill="#ffffff" fill-opacity="0.18"/>` +
      printArea(t, { cx: 500, cy: 470, width: 170, height: 112 }),
  }
}
