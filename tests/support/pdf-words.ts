import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A word as printed: its box in points from the page's top left, and the page it is on (from 1). */
export type Word = { text: string; xMin: number; xMax: number; yMin: number; yMax: number; page: number }

/** The words of `pdftotext -bbox`'s HTML, page by page. */
const wordsOfBbox = (html: string): Word[] =>
  html
    .split('<page ')
    .slice(1)
    .flatMap((page, index) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        text: m[5],
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        page: index + 1,
      })),
    )

/** The words of a PDF with their boxes, as poppler's `pdftotext -bbox` reads them. */
export function wordsOf(pdf: Uint8Array): Word[] {
  const directory = mkdtempSync(path.join(tmpdir(), 'pdf-words-'))
  try {
    const file = path.join(directory, 'document.pdf')
    writeFileSync(file, pdf)
    return wordsOfBbox(execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }))
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}
