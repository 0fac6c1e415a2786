import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A scratch database: its environment, its name in test titles, its folder (the SQLite file, media and outbox) and how to drop it. */
export type TestDatabase = { env: Record<string, string>; label: string; dir: string; drop: () => void }

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

const psql = (sql: string) => execFileSync('psql', [PG_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' })

/**
 * A scratch database for one test run: a SQLite file in a temp folder, or a fresh PostgreSQL
 * database on the local server, dropped afterwards. Media and outbox live beside it.
 */
export const createTestDatabase = (kind: 'sqlite' | 'postgres'): TestDatabase => {
  const dir = mkdtempSync(path.join(tmpdir(), `swag-test-${kind}-`))
  const files = { MEDIA_DIR: path.join(dir, 'media'), OUTBOX_DIR: path.join(dir, 'outbox') }
  if (kind === 'sqlite') {
    return {
      label: 'SQLite',
      dir,
      env: { ...files, SQLITE_PATH: path.join(dir, 'test.db'), DATABASE_URL: '' },
      drop: () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `swag_test_${process.pid}_${Date.now()}`
  psql(`CREATE DATABASE ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    label: 'PostgreSQL',
    dir,
    env: { ...files, DATABASE_URL: url.toString() },
    drop: () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
