// What a backup folder says it holds (manifest.json): written last by `npm run backup`, read first
// by `npm run restore`, which trusts nothing in the folder that the manifest does not vouch for.
import { z } from 'zod'

export const BACKUP_FORMAT_VERSION = 1

export const MANIFEST_FILE = 'manifest.json'

/** The uploaded files sit under this folder of a backup, at the same path as their object key. */
export const UPLOADS_FOLDER = 'uploads'

/** A path inside the backup folder, with `/` between parts, that cannot climb out of it. */
export const isPathInsideBackup = (file: string): boolean =>
  file.length > 0 && !file.startsWith('/') && !file.includes('\\') && file.split('/').every((part) => part !== '' && part !== '.' && part !== '..')

const fileEntry = z.object({
  path: z.string().refine(isPathInsideBackup, 'names a place outside the backup folder'),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'is not a SHA-256 checksum'),
  // What the bucket said the file is, so a restore into a bucket serves it with the same type.
  contentType: z.string().optional(),
})

const tableCount = z.object({ name: z.string().min(1), rows: z.number().int().nonnegative() })

const manifestSchema = z.object({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgres', 'sqlite']),
    /** The dump (PostgreSQL's custom format) or the database file (SQLite), one of `files`. */
    file: z.string().refine(isPathInsideBackup, 'names a place outside the backup folder'),
    /** The app's migrations the database had applied, oldest first. */
    migrations: z.array(z.string()),
    tables: z.array(tableCount),
  }),
  uploads: z.object({ from: z.enum(['folder', 'bucket']) }),
  files: z.array(fileEntry),
})

export type BackupManifest = z.infer<typeof manifestSchema>
export type BackupFile = z.infer<typeof fileEntry>
export type TableCount = z.infer<typeof tableCount>
export type DatabaseKind = BackupManifest['database']['kind']

/** The manifest in a backup folder, or why it cannot be restored from, in plain words. */
export function readManifest(json: unknown): { ok: true; manifest: BackupManifest } | { ok: false; problem: string } {
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    return {
      ok: false,
      problem: `it was written in backup format ${version}, newer than this app reads (${BACKUP_FORMAT_VERSION}): restore with a newer version of the app`,
    }
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, problem: `it is not a backup manifest (${issue.path.join('.') || 'the whole file'}: ${issue.message})` }
  }
  if (!parsed.data.files.some((file) => file.path === parsed.data.database.file)) {
    return { ok: false, problem: `it lists no checksum for the database file ${parsed.data.database.file}` }
  }
  return { ok: true, manifest: parsed.data }
}

/** A backup folder's default name: the time it was taken, in UTC, without characters a file system may refuse. */
export const backupFolderName = (takenAt: Date): string =>
  takenAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
