import { constants, createReadStream } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

import { UPLOAD_COLLECTIONS } from '../storage/object-storage'
import { mediaRoot } from '../storage/storage-paths'
import type { UploadStore } from './upload-store'

/** Every file under `folder`, as paths relative to it with `/` between parts; none when there is no folder. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** Uploads on the local disk: MEDIA_DIR, one folder per upload collection. */
export const folderUploads = (): UploadStore => {
  const root = mediaRoot()
  return {
    kind: 'folder',
    label: `the upload folder ${root} (MEDIA_DIR)`,
    keys: async () =>
      (
        await Promise.all(
          UPLOAD_COLLECTIONS.map(async (collection) => (await filesUnder(path.join(root, collection))).map((file) => `${collection}/${file}`)),
        )
      ).flat(),
    read: async (key) => ({ body: createReadStream(path.join(root, key)) }),
    write: async (key, file) => {
      const target = path.join(root, key)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(file, target, constants.COPYFILE_EXCL)
    },
    isEmpty: async () => (await filesUnder(root)).length === 0,
  }
}
