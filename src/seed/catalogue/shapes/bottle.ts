import { charcoal, cylinder, panel, steel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Double-wall drink bottle with a carry-loop lid. */
export const drawBottle: DrawShape = (s) => {
  const t = s.tones
  const body = 'M398,340 C398,292 430,266 442,244 L558,244 C570,266 602,292 602,340 L602,842 Q602,866 578,866 L422,866 Q398,866 398,842 Z'
  const lid = 'M434,250 L437,170 Q438,150 458,150 L542,150 Q562,150 563,170 L566,250 Z'
  return {
    body:
      `<path d="M468,164 C466,92 534,92 532,164" fill="none" stroke="${charcoal.shade}" stroke-width="18" stroke-linecap="round"/>` +
      panel(body, cylinder(s), t) +
      `<path d="${lid}" fill="${cylinder(s, 'vertical', charcoal)}"/>` +
      `<rect x="436" y="238" width="128" height="14" rx="4" fill="${steel(s)}"/>` +
      printArea(t, { cx: 492, cy: 560, width: 124, height: 150 }),
    ground: { cx: 500, cy: 866, rx: 150 },
  }
}
