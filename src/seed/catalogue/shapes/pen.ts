import { charcoal, cylinder, steel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Click pen, drawn lying horizontally then tilted for a livelier flat-lay. */
export const drawPen: DrawShape = (s) => {
  const t = s.tones
  const barrel = 'M236,472 L806,472 Q820,472 820,486 L820,514 Q820,528 806,528 L236,528 Z'
  return {
    body:
      `<g transform="rotate(-32 500 500) translate(500 500) scale(1.12 1.3) translate(-500 -500)">` +
      `<path d="M140,500 L158,494 L158,506 Z" fill="${charcoal.base}"/>` +
      `<path d="M156,492 L236,474 L236,526 L156,508 Z" fill="${steel(s, 'horizontal')}"/>` +
      `<path d="${barrel}" fill="${cylinder(s, 'horizontal')}" stroke="${t.outline}" stroke-opacity="0.5" stroke-width="2"/>` +
      `<rect x="526" y="470" width="22" height="60" rx="3" fill="${steel(s, 'horizontal')}"/>` +
      `<rect x="818" y="482" width="44" height="36" rx="10" fill="${steel(s, 'horizontal')}"/>` +
      `<path d="M808,458 L636,458 Q620,458 620,474 L620,480 Q620,490 632,490 L808,490 Z" fill="${steel(s, 'horizontal')}" stroke="#7c8086" stroke-width="1.5"/>` +
      printArea(t, { cx: 400, cy: 500, width: 170, height: 34 }) +
      `</g>`,
  }
}
