import { fold, softFill, stitch } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'

/** Canvas tote: flat bag, front and back handles, box-stitched strap ends. */
export const drawTote: DrawShape = (s) => {
  const t = s.tones
  const bag = 'M290,404 L710,404 L732,844 Q733,862 714,862 L286,862 Q267,862 268,844 Z'
  const strap = (d: string, colour: string) =>
    `<path d="${d}" fill="none" stroke="${t.outline}" stroke-opacity="0.5" stroke-width="38"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="33"/>`
  const boxStitch = stitch('M386,444 h28 v40 h-28 Z M386,444 l28,40 M414,444 l-28,40', t, 2)
  return {
    body:
      strap('M380,404 C380,168 620,168 620,404', t.shade) +
      softFill(s, bag) +
      stitch('M286,434 L714,434', t) +
      fold('M330,520 Q360,640 340,780', t, 16, 0.12) +
      fold('M640,560 Q660,700 690,800', t, 12, 0.1) +
      strap('M400,490 L400,414 C400,206 600,206 600,414 L600,490', t.base) +
      symmetric(boxStitch) +
      printArea(t, { cx: 500, cy: 662, width: 230, height: 160 }),
  }
}
