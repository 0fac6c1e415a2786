import { charcoal, cylinder, panel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Tapered insulated tumbler with a lid and straw. */
export const drawTumbler: DrawShape = (s) => {
  const t = s.tones
  const body = 'M342,336 L658,336 L616,838 Q614,860 592,860 L408,860 Q386,860 384,838 Z'
  const lid = 'M326,290 Q326,264 352,264 L648,264 Q674,264 674,290 L674,318 Q674,344 648,344 L352,344 Q326,344 326,318 Z'
  return {
    body:
      `<path d="M540,268 L606,104" stroke="${charcoal.base}" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="M540,268 L606,104" stroke="${charcoal.highlight}" stroke-width="6" stroke-linecap="round" transform="translate(-5 0)"/>` +
      panel(body, cylinder(s), t) +
      `<path d="${lid}" fill="${cylinder(s, 'vertical', charcoal)}"/>` +
      `<ellipse cx="500" cy="266" rx="160" ry="14" fill="${charcoal.light}"/>` +
      `<ellipse cx="540" cy="266" rx="22" ry="8" fill="${charcoal.deep}"/>` +
      printArea(t, { cx: 496, cy: 560, width: 168, height: 130 }),
    ground: { cx: 500, cy: 860, rx: 150 },
  }
}
