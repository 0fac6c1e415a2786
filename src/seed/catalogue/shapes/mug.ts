import { cylinder, outline, panel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

export const drawMug: DrawShape = (s) => {
  const t = s.tones
  const body = 'M300,320 L300,730 A170,40 0 0 0 640,730 L640,320 Z'
  const handle = 'M630,404 C740,384 792,444 782,522 C772,612 704,650 630,642'
  const line = `fill="none" stroke-linecap="round"`
  return {
    body:
      `<path d="${handle}" ${line} stroke="${t.outline}" stroke-width="54" stroke-opacity="0.6"/>` +
      `<path d="${handle}" ${line} stroke="${t.base}" stroke-width="48"/>` +
      `<path d="${handle}" ${line} stroke="${t.light}" stroke-width="12" stroke-opacity="0.6" transform="translate(-6 -6)"/>` +
      panel(body, cylinder(s), t) +
      `<ellipse cx="470" cy="320" rx="170" ry="40" fill="${t.light}" ${outline(t)}/>` +
      `<ellipse cx="470" cy="323" rx="152" ry="31" fill="${s.linear([
        [0, t.deep],
        [1, t.light],
      ])}"/>` +
      printArea(t, { cx: 462, cy: 530, width: 176, height: 136 }),
    ground: { cx: 490, cy: 768, rx: 240 },
  }
}
