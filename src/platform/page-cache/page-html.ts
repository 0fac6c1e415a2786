import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

// Next.js compresses what it sends when the visitor accepts it, so a page's bytes may be compressed.
const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }

/** A page's HTML from the bytes sent, compressed as its `content-encoding` says. */
export const pageHtml = (body: Buffer, contentEncoding: unknown): string => {
  const decode = DECODERS[String(contentEncoding ?? '')]
  return (decode ? decode(body) : body).toString('utf8')
}
