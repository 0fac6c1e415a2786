import { fold, softFill, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'
import { rib, shortSleeveCuff, shortSleeveOutline } from './garment'

export const drawPolo: DrawShape = (s) => {
  const t = s.tones
  const backCollar = 'M398,182 C418,140 582,140 602,182 Q500,214 398,182 Z'
  const throat = 'M438,172 Q500,160 562,172 L500,256 Z'
  const leftFlap = 'M400,178 C414,226 430,264 448,302 L500,254 C476,226 456,196 442,168 Z'
  const placket = 'M482,250 L518,250 L518,420 Q500,428 482,420 Z'
  const button = (y: number) => `<circle cx="500" cy="${y}" r="9" fill="${t.light}" stroke="${t.outline}" stroke-opacity="0.5" stroke-width="2"/>`
  return {
    body:
      softFill(s, shortSleeveOutline) +
      symmetric(rib(s, shortSleeveCuff) + fold('M318,392 Q352,452 340,540', t)) +
      `<path d="${backCollar}" fill="${t.shade}"/>` +
      `<path d="${throat}" fill="${t.deep}"/>` +
      `<path d="${placket}" fill="${t.base}" stroke="${t.outline}" stroke-opacity="0.45" stroke-width="2.5"/>` +
      stitch('M489,262 V414 M511,262 V414', t, 2) +
      button(292) +
      button(346) +
      button(398) +
      symmetric(softFill(s, leftFlap)) +
      stitch('M298,798 Q500,814 702,798', t) +
      printArea(t, { cx: 622, cy: 380, width: 110, height: 76 }),
  }
}
