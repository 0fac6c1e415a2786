import { matte, panel, softFill, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Structured six-panel cap in three-quarter view, peak pointing front-left. */
export const drawCap: DrawShape = (s) => {
  const t = s.tones
  const crown = 'M326,588 C304,400 410,262 560,262 C706,262 800,380 792,572 C720,612 470,640 326,588 Z'
  const peak = 'M660,596 C580,650 430,690 300,700 C190,708 124,688 134,648 C144,604 236,560 340,552 Z'
  const peakEdge =
    'M660,596 C580,650 430,690 300,700 C190,708 124,688 134,648 C132,668 150,700 190,714 C260,736 400,716 520,680 C590,656 640,622 660,596 Z'
  const seam = (d: string) => `<path d="${d}" fill="none" stroke="${t.deep}" stroke-opacity="0.4" stroke-width="4"/>` + stitch(d, t, 2)
  return {
    body:
      `<path d="${peakEdge}" fill="${t.deep}"/>` +
      panel(peak, matte(s), t) +
      stitch('M560,648 C480,672 390,686 300,688 C220,690 168,680 160,660', t, 2) +
      softFill(s, crown) +
      seam('M560,266 C480,300 450,430 462,590') +
      seam('M560,266 C640,300 680,430 690,602') +
      `<circle cx="730" cy="410" r="8" fill="${t.deep}" stroke="${t.shade}" stroke-width="4"/>` +
      `<ellipse cx="560" cy="266" rx="26" ry="11" fill="${t.shade}" stroke="${t.outline}" stroke-opacity="0.5" stroke-width="2"/>` +
      printArea(t, { cx: 462, cy: 420, width: 160, height: 96 }),
    ground: { cx: 470, cy: 716, rx: 330 },
  }
}
