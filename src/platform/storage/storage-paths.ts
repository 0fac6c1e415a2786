import path from 'node:path'

/** Without a bucket (object-storage.ts), uploaded files live under MEDIA_DIR (default ./media), one folder per upload collection. */
export const mediaRoot = (): string => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'media'))

export const mediaDir = (collection: string): string => path.join(mediaRoot(), collection)
