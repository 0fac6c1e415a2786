// Round initials avatars for review quotes. Text is rendered with the bundled Geist font file
// rather than system fonts, so the seed looks the same on any machine.
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import { neutral, tonesFor } from './art/tones'

const SIZE = 400

/** Resolved on use, so merely importing the renderers never depends on the font package layout. */
const geistSemiBold = () => path.join(path.dirname(createRequire(import.meta.url).resolve('geist/font')), 'fonts/geist-sans/Geist-SemiBold.ttf')

export async function renderAvatar(initials: string, colour: string): Promise<Buffer> {
  const t = tonesFor(colour)
  const disc =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.light}"/><stop offset="1" stop-color="${t.shade}"/></linearGradient></defs>` +
    `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE / 2}" fill="url(#a)"/></svg>`
  const label = initials.replace(/[<&>]/g, '').slice(0, 2).toUpperCase() // the text is Pango markup
  const text = await sharp({
    text: {
      text: `<span foreground="${t.isLight ? neutral.ink : neutral.white}">${label}</span>`,
      font: 'Geist SemiBold 150',
      fontfile: geistSemiBold(),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer()
  return sharp(Buffer.from(disc))
    .composite([{ input: text, gravity: 'centre' }])
    .webp({ quality: 90 })
    .toBuffer()
}
