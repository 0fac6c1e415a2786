import { charcoal, matte, outline, panel } from '../art/finishes'
import { printArea } from '../art/print-area'
import type { DrawShape } from './drawing'

/** Wireless charging pad: a low puck seen from above at an angle, cable trailing off the back. */
export const drawCharger: DrawShape = (s) => {
  const t = s.tones
  const side = 'M250,480 L250,528 A250,140 0 0 0 750,528 L750,480 Z'
  return {
    body:
      `<path d="M690,400 C800,360 840,280 800,190" fill="none" stroke="${charcoal.base}" stroke-width="16" stroke-linecap="round"/>` +
      panel(
        side,
        s.linear(
          [
            [0, t.shade],
            [0.5, t.base],
            [1, t.deep],
          ],
          [0, 0],
          [1, 0],
        ),
        t,
      ) +
      `<ellipse cx="500" cy="480" rx="250" ry="140" fill="${matte(s)}" ${outline(t)}/>` +
      `<ellipse cx="500" cy="480" rx="206" ry="112" fill="none" stroke="${t.highlight}" stroke-opacity="0.5" stroke-width="6"/>` +
      `<ellipse cx="500" cy="646" rx="10" ry="5" fill="#bfe3ff"/>` +
      printArea(t, { cx: 500, cy: 480, width: 170, height: 94, round: true }),
    ground: { cx: 500, cy: 600, rx: 300 },
  }
}
