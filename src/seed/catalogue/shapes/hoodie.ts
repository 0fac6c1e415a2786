import { fold, softFill, steel, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'
import { longSleeveCuff, longSleeveOutline, rib } from './garment'

export const drawHoodie: DrawShape = (s) => {
  const t = s.tones
  const hood = 'M376,244 C364,150 418,90 500,90 C582,90 636,150 624,244 Z'
  const opening = 'M428,236 C430,172 460,142 500,142 C540,142 570,172 572,236 C556,266 528,288 500,302 C472,288 444,266 428,236 Z'
  const waistband = 'M290,790 Q500,806 710,790 L712,846 Q500,862 288,846 Z'
  const pocket = 'M372,602 L628,602 C644,662 662,718 674,772 L326,772 C338,718 356,662 372,602 Z'
  const cord = 'M478,292 C474,330 470,360 468,396'
  const aglet = `<rect x="461" y="392" width="14" height="30" rx="6" fill="${steel(s)}"/>`
  return {
    body:
      softFill(s, hood) +
      softFill(s, longSleeveOutline) +
      symmetric(rib(s, longSleeveCuff) + fold('M306,430 Q330,520 312,600', t) + fold('M214,320 Q200,420 186,520', t, 10, 0.12)) +
      rib(s, waistband) +
      `<path d="${opening}" fill="${s.linear([
        [0, t.deep],
        [1, t.shade],
      ])}"/>` +
      `<path d="${opening}" fill="none" stroke="${t.light}" stroke-width="16" stroke-opacity="0.55"/>` +
      `<path d="${opening}" fill="none" stroke="${t.outline}" stroke-width="3" stroke-opacity="0.6"/>` +
      softFill(s, pocket) +
      symmetric(`<path d="M372,602 C356,662 338,718 326,772" fill="none" stroke="${t.deep}" stroke-width="7" stroke-opacity="0.6"/>`) +
      stitch('M382,618 L618,618', t) +
      symmetric(`<path d="${cord}" fill="none" stroke="${t.isLight ? t.shade : t.highlight}" stroke-width="9" stroke-linecap="round"/>${aglet}`) +
      printArea(t, { cx: 500, cy: 490, width: 160, height: 96 }),
  }
}
