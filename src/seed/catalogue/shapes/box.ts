import { edge } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Tuck-top mailer box in three-quarter view. */
export const drawBox: DrawShape = (s) => {
  const t = s.tones
  const front = 'M270,470 L630,470 L630,790 L270,790 Z'
  const side = 'M630,470 L770,384 L770,690 L630,790 Z'
  const top = 'M270,470 L410,384 L770,384 L630,470 Z'
  return {
    body:
      `<path d="${side}" fill="${s.linear(
        [
          [0, t.shade],
          [1, t.deep],
        ],
        [0, 0],
        [1, 0],
      )}"/>` +
      `<path d="${top}" fill="${s.linear(
        [
          [0, t.highlight],
          [1, t.light],
        ],
        [0, 0],
        [1, 1],
      )}"/>` +
      `<path d="${front}" fill="${s.linear(
        [
          [0, t.light],
          [1, t.base],
        ],
        [0, 0],
        [1, 1],
      )}"/>` +
      `<path d="M300,452 L660,452 L750,398" fill="none" stroke="${t.shade}" stroke-opacity="0.6" stroke-width="3"/>` +
      [front, side, top].map((d) => edge(d, t)).join('') +
      printArea(t, { cx: 450, cy: 630, width: 200, height: 120 }),
    ground: { cx: 520, cy: 780, rx: 320 },
  }
}
