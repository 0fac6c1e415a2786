import { charcoal, fold, softFill, steel, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'
import { longSleeveOutline } from './garment'

/** Zip-through softshell: stand collar and centre zip set it apart from the hoodie. */
export const drawJacket: DrawShape = (s) => {
  const t = s.tones
  const collarInside = 'M398,152 Q500,116 602,152 Q500,188 398,152 Z'
  const collar = 'M398,152 Q500,188 602,152 L596,204 Q500,252 404,204 Z'
  const zip = 'M500,172 L500,796'
  return {
    body:
      softFill(s, longSleeveOutline) +
      `<path d="${collarInside}" fill="${t.deep}"/>` +
      softFill(s, collar) +
      symmetric(
        stitch('M160,664 L232,680', t) +
          stitch('M372,240 C360,420 366,620 372,784', t) +
          fold('M306,430 Q330,520 312,600', t) +
          fold('M214,320 Q200,420 186,520', t, 10, 0.12),
      ) +
      `<path d="${zip}" stroke="${t.deep}" stroke-width="12"/>` +
      `<path d="${zip}" stroke="${charcoal.base}" stroke-width="8" stroke-dasharray="3 4"/>` +
      `<rect x="490" y="196" width="20" height="46" rx="6" fill="${steel(s)}"/>` +
      `<path d="M318,440 L414,410" stroke="${t.deep}" stroke-width="7" stroke-linecap="round"/>` +
      `<rect x="404" y="404" width="12" height="30" rx="4" fill="${steel(s)}" transform="rotate(-17 410 419)"/>` +
      stitch('M292,770 Q500,786 708,770', t) +
      printArea(t, { cx: 616, cy: 420, width: 110, height: 72 }),
  }
}
