import { cylinder, outline, panel } from '../art/finishes'
import { tonesFor } from '../art/tones'
import type { DrawShape } from './drawing'

/** Rolled beach towel, spiral end facing the viewer, contrast stripes near each end. */
export const drawTowel: DrawShape = (s) => {
  const t = s.tones
  const roll = 'M260,392 L700,392 L700,648 L260,648 A60,128 0 0 1 260,392 Z'
  const stripe = tonesFor(t.print)
  const spiral = 'M700,520 m-14,0 a14,26 0 1 1 28,0 a28,52 0 1 1 -56,0 a42,78 0 1 1 84,0 a56,104 0 1 1 -112,0'
  return {
    body:
      panel(roll, cylinder(s, 'horizontal'), t) +
      [330, 372, 590, 632].map((x) => `<rect x="${x}" y="392" width="22" height="256" fill="${cylinder(s, 'horizontal', stripe)}"/>`).join('') +
      `<ellipse cx="700" cy="520" rx="66" ry="128" fill="${t.light}" ${outline(t)}/>` +
      `<path d="${spiral}" fill="none" stroke="${t.shade}" stroke-width="7" stroke-linecap="round"/>`,
    ground: { cx: 480, cy: 650, rx: 300 },
  }
}
