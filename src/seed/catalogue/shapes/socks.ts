import { softFill } from '../art/finishes'
import { printArea } from '../art/print-area'
import { mix, neutral, tonesFor } from '../art/tones'
import type { Sketch } from '../art/sketch'
import type { DrawShape } from './drawing'
import { rib } from './garment'

const sock =
  'M330,170 L470,170 L470,560 C470,580 480,592 500,598 L650,640 C700,654 718,700 700,736 C686,764 656,772 624,764 L420,712 C360,696 330,650 330,600 Z'

/** One crew sock with ribbed cuff, sport stripes, and contrast heel and toe. */
function drawSock(s: Sketch, t = s.tones): string {
  const heel = 'M330,600 C330,650 360,696 420,712 L436,664 C404,652 384,630 380,600 Z'
  const toe = 'M650,640 C700,654 718,700 700,736 C686,764 656,772 624,764 L646,700 Z'
  return (
    softFill(s, sock, t) +
    `<path d="${heel}" fill="${t.shade}"/><path d="${toe}" fill="${t.shade}"/>` +
    rib(s, 'M330,170 L470,170 L470,260 L330,260 Z') +
    `<path d="M332,286 H468 M332,316 H468" stroke="${t.print}" stroke-width="14"/>`
  )
}

/** A pair laid overlapping, the back sock a shade darker so the two separate. */
export const drawSocks: DrawShape = (s) => {
  const t = s.tones
  return {
    body:
      `<g transform="translate(-79 44)">` +
      `<g transform="translate(110 -30)">${drawSock(s, tonesFor(mix(t.base, neutral.ink, t.isLight ? 0.08 : 0.18)))}</g>` +
      drawSock(s) +
      printArea(t, { cx: 400, cy: 440, width: 92, height: 92, round: true }) +
      `</g>`,
  }
}
