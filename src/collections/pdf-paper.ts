// The app's printed paper (the tax invoice, the commercial invoice): A4 in pdf-lib's standard
// Helvetica, so drawing needs no font files or network, in one ink and one way of placing text.
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

export const A4 = PageSizes.A4
export const MARGIN = 50

export const INK = rgb(0.07, 0.07, 0.07)
export const MUTED = rgb(0.42, 0.4, 0.37)
export const LINE = rgb(0.9, 0.89, 0.85)
export const ACCENT = rgb(0.85, 0.28, 0.06)

/** "1 December 2025", the day in Sydney whatever the server's time zone. */
export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' })

/** The standard fonts cover Windows-1252 only: anything else becomes "?" rather than failing. */
export const printable = (font: PDFFont, text: string) => {
  const supported = new Set(font.getCharacterSet())
  return [...text.replace(/\s+/g, ' ')].map((c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('')
}

/** Cuts text to fit `width`, ending with an ellipsis when it had to. */
export const fit = (font: PDFFont, text: string, size: number, width: number) => {
  let value = printable(font, text)
  if (font.widthOfTextAtSize(value, size) <= width) return value
  while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width) value = value.slice(0, -1)
  return `${value.trimEnd()}...`
}

export type TextOptions = { font?: PDFFont; size?: number; color?: typeof INK; alignRight?: boolean }

/** Draws printable text in `regular` at 10pt unless told otherwise; `alignRight` makes `x` its right edge. */
export const textDrawer =
  (regular: PDFFont) =>
  (page: PDFPage, value: string, x: number, at: number, options: TextOptions = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const safe = printable(font, value)
    const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: left, y: at, size, font, color: options.color ?? INK })
  }

/** A new document with its title and author, and Helvetica in regular and bold. */
export async function paper(title: string, author: string) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setAuthor(author)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  return { pdf, regular, bold }
}
