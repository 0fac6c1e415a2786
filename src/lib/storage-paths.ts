import path from 'node:path'

/** Uploaded files live under MEDIA_DIR (default ./media), one folder per upload collection. */
export const mediaDir = (collection: string): string =>
  path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'media'), collection)
