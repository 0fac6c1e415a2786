import { charcoal, edge, steel } from '../art/finishes'
import { printArea } from '../art/print-area'
import { symmetric, type DrawShape } from './drawing'

/** Open golf umbrella: scalloped canopy, ribs, steel shaft and J handle. */
export const drawUmbrella: DrawShape = (s) => {
  const t = s.tones
  const canopy = 'M180,470 C186,290 330,170 500,170 C670,170 814,290 820,470 Q740,440 660,470 Q580,440 500,470 Q420,440 340,470 Q260,440 180,470 Z'
  const innerPanel = 'M500,170 C420,200 356,320 340,470 Q420,440 500,470 Z'
  const light = s.linear(
    [
      [0, t.light],
      [0.45, t.base],
      [1, t.shade],
    ],
    [0, 0],
    [1, 0.4],
  )
  return {
    body:
      `<rect x="494" y="460" width="12" height="340" fill="${steel(s)}"/>` +
      `<path d="M500,790 L500,830 C500,896 584,896 584,836" fill="none" stroke="${charcoal.base}" stroke-width="30" stroke-linecap="round"/>` +
      `<path d="M500,172 L500,126" stroke="${charcoal.base}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="${canopy}" fill="${light}"/>` +
      `<path d="${innerPanel}" fill="${t.deep}" fill-opacity="0.16"/>` +
      `<path d="${innerPanel}" transform="matrix(-1 0 0 1 1000 0)" fill="${t.highlight}" fill-opacity="0.12"/>` +
      symmetric(`<path d="M500,170 C420,200 356,320 340,470" fill="none" stroke="${t.deep}" stroke-opacity="0.35" stroke-width="3"/>`) +
      edge(canopy, t) +
      [180, 340, 500, 660, 820].map((x) => `<circle cx="${x}" cy="470" r="7" fill="${charcoal.base}"/>`).join('') +
      printArea(t, { cx: 432, cy: 372, width: 104, height: 66 }),
  }
}
