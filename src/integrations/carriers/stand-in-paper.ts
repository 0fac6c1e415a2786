// The carriers' stand-ins' paper: real, small PDFs for labels and manifests, drawn with pdf-lib in
// its standard Helvetica, so nothing is fetched and any PDF reader opens them.
import { PDFDocument, StandardFonts } from 'pdf-lib'

const MARGIN = 24

/** Helvetica draws only Latin-1's letters; anything else shows as "?" rather than failing the document. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

/** `lines` top down on pages of `size` (a new page when one is full): each its text and font size. */
export async function standInDocument(size: [number, number], lines: [string, number][]): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  let page = document.addPage(size)
  let y = size[1] - MARGIN
  for (const [text, fontSize] of lines) {
    if (y - fontSize < MARGIN) [page, y] = [document.addPage(size), size[1] - MARGIN]
    y -= fontSize * 1.4
    page.drawText(printable(text), { x: MARGIN, y, size: fontSize, font })
  }
  return document.save()
}
