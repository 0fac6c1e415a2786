// Colour maths for the illustrations: every shade on a product is derived from
// its one catalogue colour, so any variant hex yields a consistent drawing.

type Rgb = [number, number, number]

const INK = '#0e0b09' // warm near-black: darkening towards it keeps shadows from looking grey
const WHITE = '#ffffff'

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

/** Blends `from` towards `to`; amount 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)
  const b = parseHex(to)
  return toHex(a.map((c, i) => c + (b[i] - c) * amount) as Rgb)
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export interface Tones {
  base: string
  highlight: string
  light: string
  shade: string
  deep: string
  /** Edge line; strong enough that white products still separate from the studio backdrop. */
  outline: string
  /** Tint for the branding print area: contrasts with the base whether it is light or dark. */
  print: string
  /** Fine texture lines (knit, ribs, mesh): grooves on most colours, sheen on near-blacks where darker lines vanish. */
  texture: string
  isLight: boolean
}

export function tonesFor(base: string): Tones {
  const lum = luminance(base)
  const isLight = lum > 0.6
  // Light colours need less darkening before folds read; near-blacks need more lift for highlights.
  const darken = 0.16 + 0.14 * (1 - lum)
  const lift = 0.18 + 0.22 * (1 - lum)
  const deep = mix(base, INK, darken * 2.1)
  return {
    base,
    highlight: mix(base, WHITE, lift * 1.6),
    light: mix(base, WHITE, lift * 0.7),
    shade: mix(base, INK, darken),
    deep,
    outline: isLight ? mix(base, INK, 0.3) : mix(base, INK, 0.55),
    print: isLight ? mix(base, INK, 0.14) : mix(base, WHITE, 0.3),
    texture: lum < 0.03 ? mix(base, WHITE, 0.35) : deep,
    isLight,
  }
}

export const neutral = { ink: INK, white: WHITE }
