import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type FileDigest = { size: number; sha256: string }

/** Writes a stream to a new file (and its folders), returning the size and SHA-256 of the bytes written. */
export async function writeDigested(source: Readable, file: string): Promise<FileDigest> {
  await mkdir(path.dirname(file), { recursive: true })
  const hash = createHash('sha256')
  let size = 0
  const counted = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk)
      size += chunk.length
      yield chunk
    }
  }
  // `wx`: a backup never writes over a file, even its own.
  await pipeline(source, counted, createWriteStream(file, { flags: 'wx' }))
  return { size, sha256: hash.digest('hex') }
}

/** The size and SHA-256 of a file, or null when there is no such file. */
export async function digestOf(file: string): Promise<FileDigest | null> {
  const hash = createHash('sha256')
  let size = 0
  try {
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer)
      size += (chunk as Buffer).length
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return { size, sha256: hash.digest('hex') }
}
