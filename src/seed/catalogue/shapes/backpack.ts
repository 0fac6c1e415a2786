import { charcoal, softFill, steel } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'

export const drawBackpack: DrawShape = (s) => {
  const t = s.tones
  const body = 'M300,800 L300,344 C300,228 390,176 500,176 C610,176 700,228 700,344 L700,800 Q700,852 648,852 L352,852 Q300,852 300,800 Z'
  const base = 'M300,784 L700,784 L700,800 Q700,852 648,852 L352,852 Q300,852 300,800 Z'
  const pocket = 'M352,560 L648,560 Q682,560 682,594 L682,776 Q682,808 648,808 L352,808 Q318,808 318,776 L318,594 Q318,560 352,560 Z'
  const zip = (d: string) =>
    `<path d="${d}" fill="none" stroke="${t.deep}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${charcoal.base}" stroke-width="5" stroke-dasharray="2 3"/>`
  const puller = (x: number, y: number) => `<rect x="${x - 7}" y="${y}" width="14" height="34" rx="6" fill="${steel(s)}"/>`
  return {
    body:
      symmetric(`<path d="M310,300 C254,360 242,520 266,712" fill="none" stroke="${t.deep}" stroke-width="44" stroke-linecap="round"/>`) +
      `<path d="M462,186 C462,128 538,128 538,186" fill="none" stroke="${t.shade}" stroke-width="18"/>` +
      softFill(s, body) +
      `<path d="${base}" fill="${t.deep}" fill-opacity="0.55"/>` +
      zip('M334,540 L334,356 C334,262 404,214 500,214 C596,214 666,262 666,356 L666,540') +
      puller(334, 520) +
      puller(666, 520) +
      softFill(s, pocket) +
      zip('M338,600 Q500,574 662,600') +
      puller(620, 594) +
      printArea(t, { cx: 500, cy: 700, width: 150, height: 90 }),
    ground: { cx: 500, cy: 852, rx: 230 },
  }
}
