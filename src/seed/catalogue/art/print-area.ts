import type { Tones } from './tones'

export interface PrintSpot {
  cx: number
  cy: number
  width: number
  height: number
  /** Circular spots suit caps and pockets; rectangles suit chests, mugs and bags. */
  round?: boolean
}

/**
 * Placeholder branding: a faint print zone with a generic mark inside, so shoppers see
 * where their logo would go without the demo implying a real brand.
 */
export function printArea(t: Tones, { cx, cy, width, height, round = false }: PrintSpot): string {
  const zone = round
    ? `<ellipse cx="${cx}" cy="${cy}" rx="${width / 2}" ry="${height / 2}"`
    : `<rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" rx="${Math.min(width, height) * 0.16}"`
  const unit = Math.min(width, height)
  const dot = unit * 0.14
  const barX = cx - unit * 0.02
  const bar = (dy: number, length: number) =>
    `<rect x="${barX}" y="${cy + dy - unit * 0.05}" width="${length}" height="${unit * 0.1}" rx="${unit * 0.05}"/>`
  return (
    `${zone} fill="${t.print}" fill-opacity="0.35" stroke="${t.print}" stroke-opacity="0.7" stroke-width="${unit * 0.025}" stroke-dasharray="${unit * 0.06} ${unit * 0.045}"/>` +
    `<g fill="${t.print}">` +
    `<circle cx="${cx - unit * 0.2}" cy="${cy}" r="${dot}"/>` +
    bar(-unit * 0.08, unit * 0.3) +
    bar(unit * 0.08, unit * 0.2) +
    `</g>`
  )
}
