// Silhouettes and cloth shading shared by the tops (tee, polo, hoodie, jacket), drawn flat-lay from the front.
import { edge } from '../art/finishes'
import type { Sketch } from '../art/sketch'

export const shortSleeveOutline =
  'M412,178 Q500,248 588,178 L690,204 C730,214 758,236 776,266 L842,382 Q800,408 752,424 L698,360 ' +
  'C694,500 700,660 704,820 Q500,836 296,820 C300,660 306,500 302,360 L248,424 Q200,408 158,382 ' +
  'L224,266 C242,236 270,214 310,204 Z'

export const longSleeveOutline =
  'M405,200 Q500,250 595,200 L690,222 C740,234 770,262 784,300 C812,420 836,560 852,690 L764,708 ' +
  'C748,600 730,500 708,410 C704,560 708,690 710,790 Q500,806 290,790 C292,690 296,560 292,410 ' +
  'C270,500 252,600 236,708 L148,690 C164,560 188,420 216,300 C230,262 260,234 310,222 Z'

/** Band along the left short-sleeve hem (polo cuffs); mirror for the right. */
export const shortSleeveCuff = 'M158,382 Q200,408 248,424 L260,402 Q212,386 170,360 Z'

/** Band along the left long-sleeve end (hoodie cuffs); mirror for the right. */
export const longSleeveCuff = 'M148,690 L236,708 L232,752 L146,736 Z'

/** Ribbed band (cuffs, waistbands): a darker strip with fine vertical ribs clipped to its outline. */
export function rib(s: Sketch, band: string): string {
  const t = s.tones
  const clip = s.id('rib')
  // Defined once in <defs>, so a mirrored copy of the band (via `symmetric`) reuses it without duplicate ids.
  s.define(`<clipPath id="${clip}"><path d="${band}"/></clipPath>`)
  const ribs = Array.from({ length: 70 }, (_, i) => `M${150 + i * 10},0 V1000`).join(' ')
  return (
    `<path d="${band}" fill="${t.shade}"/>` +
    `<path d="${ribs}" clip-path="url(#${clip})" stroke="${t.texture}" stroke-opacity="0.35" stroke-width="3"/>` +
    edge(band, t)
  )
}
