import { softFill } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'
import { rib } from './garment'

/** Cuffed knit beanie with a pom-pom. */
export const drawBeanie: DrawShape = (s) => {
  const t = s.tones
  const dome = 'M290,600 C290,380 380,292 500,292 C620,292 710,380 710,600 Z'
  const cuff = 'M270,560 Q500,536 730,560 L738,724 Q500,758 262,724 Z'
  // Knit wales fan out from the crown, following the dome.
  const wales = [-3, -2, -1, 0, 1, 2, 3].map((k) => `M500,300 C${500 + k * 40},360 ${500 + k * 62},460 ${500 + k * 68},560`).join(' ')
  const pom = s.radial(
    [
      [0, t.highlight],
      [0.6, t.base],
      [1, t.shade],
    ],
    [0.4, 0.35],
    0.65,
  )
  return {
    body:
      `<circle cx="500" cy="262" r="82" fill="${pom}"/>` +
      `<circle cx="500" cy="262" r="80" fill="none" stroke="${t.light}" stroke-width="12" stroke-dasharray="2 6" stroke-linecap="round"/>` +
      softFill(s, dome) +
      `<path d="${wales}" fill="none" stroke="${t.texture}" stroke-opacity="0.22" stroke-width="5"/>` +
      rib(s, cuff) +
      printArea(t, { cx: 500, cy: 642, width: 118, height: 66 }),
    ground: { cx: 500, cy: 736, rx: 260 },
  }
}
