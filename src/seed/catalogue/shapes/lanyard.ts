import { steel } from '../art/finishes'
import type { DrawShape } from './drawing'

/** Printed lanyard with trigger clip and an ID card. */
export const drawLanyard: DrawShape = (s) => {
  const t = s.tones
  const strands = 'M470,548 L354,226 M530,548 L646,226'
  const loop = 'M354,226 C322,102 678,102 646,226'
  const ribbon = (d: string, colour: string) =>
    `<path d="${d}" fill="none" stroke="${t.outline}" stroke-opacity="0.5" stroke-width="54" stroke-linecap="butt"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="50"/>`
  const card = 'M412,660 L588,660 Q604,660 604,676 L604,890 Q604,906 588,906 L412,906 Q396,906 396,890 L396,676 Q396,660 412,660 Z'
  return {
    body:
      ribbon(loop, t.shade) +
      ribbon(strands, t.base) +
      // Repeat-printed branding along the ribbon, as on real dye-sublimated lanyards.
      `<path d="${strands}" fill="none" stroke="${t.print}" stroke-width="14" stroke-dasharray="46 34" stroke-opacity="0.9"/>` +
      `<path d="${strands}" fill="none" stroke="${t.highlight}" stroke-width="6" stroke-opacity="0.35" transform="translate(-14 0)"/>` +
      `<rect x="452" y="538" width="96" height="46" rx="10" fill="${steel(s)}"/>` +
      `<circle cx="500" cy="606" r="18" fill="none" stroke="${steel(s)}" stroke-width="8"/>` +
      `<path d="M500,624 L500,650" stroke="#8f9399" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="${card}" fill="#fbfaf7" stroke="#a7a096" stroke-width="3"/>` +
      `<rect x="470" y="674" width="60" height="12" rx="6" fill="#d9d4cb"/>` +
      `<rect x="422" y="710" width="84" height="100" rx="8" fill="${t.light}" fill-opacity="0.55"/>` +
      `<circle cx="464" cy="748" r="20" fill="${t.shade}" fill-opacity="0.6"/>` +
      `<path d="M432,806 Q464,770 496,806 Z" fill="${t.shade}" fill-opacity="0.6"/>` +
      `<path d="M422,838 H578 M422,862 H540" stroke="#cfc9bf" stroke-width="10" stroke-linecap="round"/>`,
  }
}
