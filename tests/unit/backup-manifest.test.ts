import { describe, expect, it } from 'vitest'

import { damagedFiles, tableDifferences } from '@/domain/backup-checks'
import { backupFolderName, isPathInsideBackup, readManifest } from '@/domain/backup-manifest'

const SHA = 'a'.repeat(64)

const manifest = (changes: Record<string, unknown> = {}) => ({
  formatVersion: 1,
  createdAt: '2026-11-28T02:00:00.000Z',
  database: { kind: 'postgres', file: 'database.dump', migrations: ['20261121_051256_initial'], tables: [{ name: 'users', rows: 3 }] },
  uploads: { from: 'bucket' },
  files: [
    { path: 'database.dump', size: 10, sha256: SHA },
    { path: 'uploads/media/hero.png', size: 5, sha256: SHA, contentType: 'image/png' },
  ],
  ...changes,
})

describe('readManifest', () => {
  it('reads a manifest as the backup writes it', () => {
    const read = readManifest(manifest())
    expect(read.ok && read.manifest.files.map((file) => file.path)).toEqual(['database.dump', 'uploads/media/hero.png'])
  })

  it('refuses a manifest from a newer format, saying to use a newer app', () => {
    const read = readManifest(manifest({ formatVersion: 2 }))
    expect(read.ok ? '' : read.problem).toMatch(/backup format 2, newer than this app reads \(1\)/)
  })

  it('refuses what is not a manifest, naming the field', () => {
    const read = readManifest(manifest({ files: [{ path: 'database.dump', size: 10, sha256: 'not-a-checksum' }] }))
    expect(read.ok ? '' : read.problem).toMatch(/files\.0\.sha256: is not a SHA-256 checksum/)
    expect(readManifest(null).ok).toBe(false)
    expect(readManifest({ formatVersion: 1 }).ok).toBe(false)
  })

  it('refuses a file outside the backup folder', () => {
    const read = readManifest(
      manifest({
        files: [
          { path: 'database.dump', size: 1, sha256: SHA },
          { path: 'uploads/../../etc/passwd', size: 1, sha256: SHA },
        ],
      }),
    )
    expect(read.ok ? '' : read.problem).toMatch(/files\.1\.path: names a place outside the backup folder/)
  })

  it('refuses a manifest without a checksum for its database file', () => {
    const read = readManifest(manifest({ files: [{ path: 'uploads/media/hero.png', size: 5, sha256: SHA }] }))
    expect(read.ok ? '' : read.problem).toBe('it lists no checksum for the database file database.dump')
  })
})

describe('isPathInsideBackup', () => {
  it('accepts relative paths and refuses anything that could climb out or is not one', () => {
    expect(['database.dump', 'uploads/media/a b.png', 'uploads/mockups/x.y.webp'].every(isPathInsideBackup)).toBe(true)
    for (const path of ['', '/etc/passwd', '../x', 'uploads/../../x', 'uploads//x', 'uploads/./x', 'uploads\\..\\x', 'uploads/']) {
      expect(isPathInsideBackup(path), path).toBe(false)
    }
  })
})

describe('damagedFiles', () => {
  const expected = [
    { path: 'database.dump', size: 10, sha256: SHA },
    { path: 'uploads/media/a.png', size: 5, sha256: SHA },
    { path: 'uploads/media/b.png', size: 5, sha256: SHA },
  ]

  it('finds nothing wrong when every file has its size and checksum', () => {
    const found = new Map(expected.map((file) => [file.path, { size: file.size, sha256: file.sha256 }]))
    expect(damagedFiles(expected, found)).toEqual([])
  })

  it('names each missing, resized or changed file', () => {
    const found = new Map([
      ['database.dump', { size: 10, sha256: 'b'.repeat(64) }],
      ['uploads/media/a.png', { size: 4, sha256: SHA }],
      ['uploads/media/b.png', null],
    ])
    expect(damagedFiles(expected, found)).toEqual([
      'database.dump does not match its checksum',
      'uploads/media/a.png has 4 bytes where the manifest says 5',
      'uploads/media/b.png is missing',
    ])
  })
})

describe('tableDifferences', () => {
  it('names tables whose count differs, and tables missing or extra', () => {
    const expected = [
      { name: 'users', rows: 3 },
      { name: 'orders', rows: 7 },
      { name: 'media', rows: 2 },
    ]
    const actual = [
      { name: 'users', rows: 3 },
      { name: 'orders', rows: 6 },
      { name: 'stray', rows: 0 },
    ]
    expect(tableDifferences(expected, actual)).toEqual([
      'table orders has 6 rows where the backup had 7',
      'table media is missing',
      'table stray is not in the backup',
    ])
    expect(tableDifferences(expected, expected)).toEqual([])
  })
})

describe('backupFolderName', () => {
  it('is the UTC time to the second, without colons', () => {
    expect(backupFolderName(new Date('2026-11-28T02:03:04.567Z'))).toBe('2026-11-28T02-03-04Z')
  })
})
