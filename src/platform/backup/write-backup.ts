import { mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pLimit from 'p-limit'

import {
  BACKUP_FORMAT_VERSION,
  type BackupFile,
  type BackupManifest,
  isPathInsideBackup,
  MANIFEST_FILE,
  UPLOADS_FOLDER,
} from '@/domain/backup-manifest'

import { BackupRefusal } from './backup-refusal'
import { configuredDatabase } from './configured-database'
import { configuredUploads } from './configured-uploads'
import { digestOf, writeDigested } from './file-digest'
import { PROGRESS_EVERY, type Progress } from './progress'
import { FILES_AT_ONCE } from './upload-store'

const refuseUnlessEmpty = async (folder: string) => {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))
  if (entries.length > 0)
    throw new BackupRefusal(
      `Nothing was written: ${folder} is not empty, and a backup goes only into a new or empty folder, so it never mixes with another.`,
    )
}

/**
 * Writes a backup into `folder`: a consistent copy of the database first, then the uploaded files
 * (so every file the copied rows name is there; one uploaded meanwhile is harmless), then
 * manifest.json with each file's size and checksum and each table's row count. The manifest is
 * written last, under a temporary name renamed into place: a folder without one is not a backup.
 */
export async function writeBackup(folder: string, progress: Progress): Promise<BackupManifest> {
  await refuseUnlessEmpty(folder)
  await mkdir(folder, { recursive: true })
  const createdAt = new Date().toISOString()
  const database = configuredDatabase()
  progress(`Copying ${database.label}…`)
  const facts = await database.dump(path.join(folder, database.fileName))
  const files: BackupFile[] = [{ path: database.fileName, ...(await digestOf(path.join(folder, database.fileName)))! }]
  progress(`  ${facts.tables.length} tables, ${facts.tables.reduce((sum, table) => sum + table.rows, 0)} rows`)

  const uploads = configuredUploads()
  const keys = await uploads.keys()
  progress(`Copying ${keys.length} uploaded files from ${uploads.label}…`)
  const limit = pLimit(FILES_AT_ONCE)
  let copied = 0
  const uploadFiles = await Promise.all(
    keys.map((key) =>
      limit(async (): Promise<BackupFile> => {
        const file = `${UPLOADS_FOLDER}/${key}`
        if (!isPathInsideBackup(file)) throw new Error(`The uploaded file ${key} has a name that cannot be stored in a backup folder.`)
        const { body, contentType } = await uploads.read(key)
        const digest = await writeDigested(body, path.join(folder, file))
        if (++copied % PROGRESS_EVERY === 0) progress(`  ${copied}/${keys.length} files`)
        return contentType ? { path: file, ...digest, contentType } : { path: file, ...digest }
      }),
    ),
  )
  files.push(...uploadFiles.sort((a, b) => a.path.localeCompare(b.path)))

  const manifest: BackupManifest = {
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    database: { kind: database.kind, file: database.fileName, ...facts },
    uploads: { from: uploads.kind },
    files,
  }
  const unfinished = path.join(folder, `${MANIFEST_FILE}.partial`)
  await writeFile(unfinished, `${JSON.stringify(manifest, null, 2)}\n`)
  await rename(unfinished, path.join(folder, MANIFEST_FILE))
  progress(`Backup written to ${folder}`)
  return manifest
}
