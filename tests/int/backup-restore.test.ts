import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { GetObjectCommand, HeadObjectCommand, ListObjectsCommand } from '@aws-sdk/client-s3'
import { lookup } from 'mime-types'
import pLimit from 'p-limit'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { BackupManifest } from '@/domain/backup-manifest'

import { NODE_TS } from '../../scripts/node-ts.mjs'
import { freshCustomer } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, DEMO, login } from '../support/http'
import { type LocalS3, startLocalS3 } from '../support/s3-server'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * `npm run backup` and `npm run restore` as an operator runs them, against the suite's seeded
 * database with some activity on top, while its server (and job queue) keeps running: backed up
 * from the upload folder and restored into a fresh database and an s3rver bucket, then backed up
 * from that bucket and restored into a fresh database and an empty folder. Every table's rows (all
 * columns) and every file's checksum must come back; a damaged backup and a target that is not
 * empty are refused with the reason, writing nothing.
 */

const root = path.resolve(import.meta.dirname, '..', '..')
const run = promisify(execFile)

type Outcome = { code: number; output: string }

const command = async (script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Outcome> => {
  try {
    const { stdout, stderr } = await run(process.execPath, [...NODE_TS, `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

const succeeded = (outcome: Outcome) => expect(outcome.code, outcome.output).toBe(0)

type Rows = Map<string, string[]>

/** Every table's rows, each as JSON of all its columns, sorted (so storage order does not count). */
const everyRow = async (env: Record<string, string>): Promise<Rows> => {
  const database = openDatabase(env)
  try {
    const tables = (await database.tables()).sort()
    const json = (row: unknown) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))
    return new Map(await Promise.all(tables.map(async (table) => [table, (await database.rows(table)).map(json).sort()] as const)))
  } finally {
    await database.close()
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Every file under a folder, by its path relative to it, with its checksum. */
const folderChecksums = (folder: string) =>
  new Map(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(folder, file).split(path.sep).join('/'), sha256(readFileSync(file))] as const
      }),
  )

describe('backing up and restoring the database and the uploads', () => {
  const source = inject('databaseEnv')
  const kind = source.DATABASE_URL ? 'postgres' : 'sqlite'
  const scratch: TestDatabase[] = []
  const work = mkdtempSync(path.join(tmpdir(), 'swag-backup-'))
  let s3: LocalS3

  const freshDatabase = () => {
    const database = createTestDatabase(kind)
    scratch.push(database)
    return database.env
  }
  const inFolder = (database: Record<string, string>) => ({ ...database, S3_BUCKET: '' })
  const inBucket = (database: Record<string, string>) => ({ ...database, ...s3.env })

  const bucketChecksums = async () => {
    // Listed by marker: s3rver cannot continue a ListObjectsV2 listing (see bucket-uploads.ts).
    const keys: string[] = []
    for (let truncated = true; truncated;) {
      const page = await s3.client.send(new ListObjectsCommand({ Bucket: s3.bucket, Marker: keys.at(-1) }))
      keys.push(...(page.Contents ?? []).map((object) => object.Key!))
      truncated = Boolean(page.IsTruncated)
    }
    // A few at a time: s3rver opens a file per request.
    const limit = pLimit(8)
    const checksums = keys.map((key) =>
      limit(async () => {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        return [key, sha256(Buffer.from(await object.Body!.transformToByteArray()))] as const
      }),
    )
    return new Map(await Promise.all(checksums))
  }

  beforeAll(async () => {
    s3 = await startLocalS3()
  })

  afterAll(async () => {
    await s3?.stop()
    for (const database of scratch) database.drop()
    rmSync(work, { recursive: true, force: true })
  })

  it('restores every row and every file, from a folder into a bucket and from a bucket into a folder', { timeout: 180_000 }, async () => {
    // Activity on top of the demo: rows the seed did not write.
    const staff = (await login('staff-members', DEMO.staff)).token
    const customer = await freshCustomer(staff, 'backup')
    const project = (await api('/projects', { token: staff, body: { name: `Backed up ${Date.now()}`, customer: customer.id } })).body.doc
    expect(project.id).toBeTruthy()

    // The server's job queue may write while the backup runs: a table that reads the same before
    // and after the backup cannot have changed in between, so the backup must hold exactly that.
    // Except the queue's own tables: a job is queued, run and deleted on completion, so a row can
    // come and go between the two reads and still be in the backup.
    const before = await everyRow(source)
    const backup = path.join(work, 'from-folder')
    succeeded(await command('backup', ['--to', backup], inFolder(source)))
    const after = await everyRow(source)
    const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as BackupManifest
    expect(manifest).toMatchObject({ formatVersion: 1, database: { kind }, uploads: { from: 'folder' } })
    const sourceFiles = folderChecksums(source.MEDIA_DIR!)
    expect(sourceFiles.size).toBeGreaterThan(0)

    const intoBucket = freshDatabase()
    const restored = await command('restore', ['--from', backup], inBucket(intoBucket))
    succeeded(restored)
    expect(restored.output).toMatch(/every row count as backed up/)
    const restoredRows = await everyRow(intoBucket)
    expect([...restoredRows.keys()]).toEqual([...before.keys()])
    const steady = [...before.keys()].filter(
      (table) => !table.startsWith('payload_jobs') && JSON.stringify(before.get(table)) === JSON.stringify(after.get(table)),
    )
    expect(steady.length).toBeGreaterThan(before.size * 0.9)
    for (const table of steady) expect(restoredRows.get(table), table).toEqual(before.get(table))
    for (const { name, rows } of manifest.database.tables) expect(restoredRows.get(name)?.length, name).toBe(rows)
    expect(restoredRows.get('customers')!.some((row) => row.includes(customer.email))).toBe(true)
    expect(restoredRows.get('projects')!.some((row) => row.includes(project.name))).toBe(true)
    expect(await bucketChecksums()).toEqual(sourceFiles)
    // Payload's file route answers with the object's Content-Type: each is set from the file's name.
    const [someKey] = sourceFiles.keys()
    expect((await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: someKey }))).ContentType).toBe(lookup(someKey!))

    // Round two: from the bucket (nothing runs on this copy: every table must match).
    const fromBucket = path.join(work, 'from-bucket')
    succeeded(await command('backup', ['--to', fromBucket], inBucket(intoBucket)))
    const intoFolder = { ...freshDatabase(), MEDIA_DIR: path.join(work, 'restored-media') }
    succeeded(await command('restore', ['--from', fromBucket], inFolder(intoFolder)))
    expect(await everyRow(intoFolder)).toEqual(restoredRows)
    expect(folderChecksums(intoFolder.MEDIA_DIR)).toEqual(sourceFiles)

    // Refusals, each before anything is written.
    const untouched = { ...freshDatabase(), MEDIA_DIR: path.join(work, 'untouched-media') }
    const intoFullDatabase = await command('restore', ['--from', backup], inFolder({ ...intoBucket, MEDIA_DIR: untouched.MEDIA_DIR }))
    expect(intoFullDatabase.code).toBe(1)
    expect(intoFullDatabase.output).toMatch(/Nothing was restored: the (PostgreSQL|SQLite) database .* is not empty/)
    const intoFullBucket = await command('restore', ['--from', backup], inBucket(untouched))
    expect(intoFullBucket.code).toBe(1)
    expect(intoFullBucket.output).toMatch(/Nothing was restored: the bucket swagly-test-uploads \(S3_BUCKET\) is not empty/)

    const damagedFile = manifest.files.find((file) => file.path.startsWith('uploads/'))!.path
    appendFileSync(path.join(backup, damagedFile), 'x')
    const damaged = await command('restore', ['--from', backup], inFolder(untouched))
    expect(damaged.code).toBe(1)
    expect(damaged.output).toContain(`The backup in ${backup} is damaged; nothing was restored:\n  ${damagedFile} has`)

    expect([...(await everyRow(untouched)).keys()]).toEqual([])
    expect(readdirSync(work)).not.toContain('untouched-media')
  })
})
