import { fold, softFill, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'
import { shortSleeveOutline } from './garment'

export const drawTshirt: DrawShape = (s) => {
  const t = s.tones
  const backNeck = 'M412,178 Q500,206 588,178 Q500,248 412,178 Z'
  return {
    body:
      softFill(s, shortSleeveOutline) +
      `<path d="${backNeck}" fill="${t.deep}"/>` +
      `<path d="M412,178 Q500,248 588,178" fill="none" stroke="${t.shade}" stroke-width="18"/>` +
      stitch('M404,190 Q500,268 596,190', t) +
      symmetric(stitch('M167,364 Q210,390 257,406', t) + fold('M318,392 Q352,452 340,540', t) + fold('M700,214 Q736,250 748,300', t, 10, 0.12)) +
      stitch('M298,798 Q500,814 702,798', t) +
      printArea(t, { cx: 500, cy: 390, width: 170, height: 120 }),
  }
}
