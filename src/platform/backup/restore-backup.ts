import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { lookup } from 'mime-types'
import pLimit from 'p-limit'

import { damagedFiles, type FoundFile, tableDifferences } from '@/domain/backup-checks'
import { type BackupManifest, MANIFEST_FILE, readManifest, UPLOADS_FOLDER } from '@/domain/backup-manifest'

import { BackupRefusal } from './backup-refusal'
import { configuredDatabase } from './configured-database'
import { configuredUploads } from './configured-uploads'
import { digestOf } from './file-digest'
import { PROGRESS_EVERY, type Progress } from './progress'
import { FILES_AT_ONCE } from './upload-store'

const KIND_NAMES = { postgres: 'PostgreSQL', sqlite: 'SQLite' } as const

async function manifestIn(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST_FILE)
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new BackupRefusal(
      `${file} ${missing ? 'is not there: this is not a finished backup' : 'cannot be read as JSON: the backup is damaged'}. Nothing was restored.`,
    )
  }
  const read = readManifest(json)
  if (!read.ok) throw new BackupRefusal(`${file} cannot be restored from: ${read.problem}. Nothing was restored.`)
  return read.manifest
}

async function refuseDamage(folder: string, manifest: BackupManifest, progress: Progress) {
  progress(`Checking ${manifest.files.length} files against the manifest's checksums…`)
  const limit = pLimit(FILES_AT_ONCE)
  const found = new Map<string, FoundFile>(
    await Promise.all(manifest.files.map((file) => limit(async () => [file.path, await digestOf(path.join(folder, file.path))] as const))),
  )
  const damage = damagedFiles(manifest.files, found)
  if (damage.length > 0) throw new BackupRefusal(`The backup in ${folder} is damaged; nothing was restored:\n  ${damage.join('\n  ')}`)
}

/**
 * Restores the backup in `folder` into the configured database and upload store. Everything is
 * checked before anything is written: every file against its checksum, the database's kind, and
 * that the database and the folder or bucket are empty (a restore never merges into live data).
 * Afterwards each table's row count is compared with the manifest's.
 */
export async function restoreBackup(folder: string, progress: Progress): Promise<BackupManifest> {
  const manifest = await manifestIn(folder)
  await refuseDamage(folder, manifest, progress)

  const database = configuredDatabase()
  const uploads = configuredUploads()
  if (database.kind !== manifest.database.kind) {
    const wanted = KIND_NAMES[manifest.database.kind]
    throw new BackupRefusal(
      `This backup holds a ${wanted} database, but the app is set up for ${database.label}: point it at an empty ${wanted} database (${manifest.database.kind === 'postgres' ? 'DATABASE_URL' : 'SQLITE_PATH, with DATABASE_URL unset'}). Nothing was restored.`,
    )
  }
  if (!(await database.isEmpty()))
    throw new BackupRefusal(`Nothing was restored: ${database.label} is not empty, and a restore goes only into an empty database.`)
  if (!(await uploads.isEmpty()))
    throw new BackupRefusal(`Nothing was restored: ${uploads.label} is not empty, and a restore goes only into an empty folder or bucket.`)

  progress(`Restoring ${database.label}…`)
  await database.restore(path.join(folder, manifest.database.file))
  const differences = tableDifferences(manifest.database.tables, await database.tables())
  if (differences.length > 0) throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`)
  progress(`  ${manifest.database.tables.length} tables, every row count as backed up`)

  const files = manifest.files.filter((file) => file.path.startsWith(`${UPLOADS_FOLDER}/`))
  progress(`Restoring ${files.length} uploaded files into ${uploads.label}…`)
  const limit = pLimit(FILES_AT_ONCE)
  let restored = 0
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const contentType = file.contentType ?? (lookup(file.path) || 'application/octet-stream')
        await uploads.write(file.path.slice(UPLOADS_FOLDER.length + 1), path.join(folder, file.path), contentType)
        if (++restored % PROGRESS_EVERY === 0) progress(`  ${restored}/${files.length} files`)
      }),
    ),
  )
  progress(`Restored the backup of ${manifest.createdAt} from ${folder}`)
  return manifest
}
