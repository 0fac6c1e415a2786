import type { Readable } from 'node:stream'

/** An uploaded file as a backup reads it: its bytes, and the type the store keeps for it if any. */
export type StoredUpload = { body: Readable; contentType?: string }

/**
 * Where the app's uploaded files are, for backing them up and restoring them: the MEDIA_DIR folder
 * or the S3 bucket. A file's key is its upload collection's folder (or prefix), then its name.
 */
export type UploadStore = {
  kind: 'folder' | 'bucket'
  /** The store in words, for messages ("the folder /srv/media"). */
  label: string
  /** Every upload collection's files, as keys. */
  keys: () => Promise<string[]>
  read: (key: string) => Promise<StoredUpload>
  /** Stores a file from the backup under `key`, typed as given. */
  write: (key: string, file: string, contentType: string) => Promise<void>
  /** True when the folder or bucket holds nothing at all (what a restore needs). */
  isEmpty: () => Promise<boolean>
}

/** Files copied to or from the store at once: enough to hide a bucket's round trip per request. */
export const FILES_AT_ONCE = 8
