import { charcoal, softFill, steel, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'

/** Soft cooler bag: boxy body, zip lid, webbing shoulder strap. */
export const drawCooler: DrawShape = (s) => {
  const t = s.tones
  const body = 'M282,420 L718,420 L718,786 Q718,820 684,820 L316,820 Q282,820 282,786 Z'
  const lid = 'M300,344 L700,344 Q736,344 736,380 L736,404 Q736,436 700,436 L300,436 Q264,436 264,404 L264,380 Q264,344 300,344 Z'
  const pocket = 'M360,540 L640,540 Q666,540 666,566 L666,730 Q666,756 640,756 L360,756 Q334,756 334,730 L334,566 Q334,540 360,540 Z'
  return {
    body:
      `<path d="M278,452 C250,150 750,150 722,452" fill="none" stroke="${charcoal.base}" stroke-width="30"/>` +
      symmetric(`<rect x="262" y="438" width="26" height="36" rx="8" fill="${steel(s)}"/>`) +
      softFill(s, body) +
      softFill(s, lid) +
      `<path d="M430,346 C430,296 570,296 570,346" fill="none" stroke="${t.shade}" stroke-width="20"/>` +
      `<path d="M276,392 L724,392" stroke="${t.deep}" stroke-width="8"/>` +
      `<rect x="650" y="384" width="36" height="16" rx="6" fill="${steel(s)}"/>` +
      stitch('M300,454 L700,454', t) +
      softFill(s, pocket) +
      stitch('M348,556 L652,556', t) +
      printArea(t, { cx: 500, cy: 650, width: 180, height: 110 }),
    ground: { cx: 500, cy: 820, rx: 260 },
  }
}
