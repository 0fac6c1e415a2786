import { cpSync, existsSync, renameSync } from 'node:fs'
import path from 'node:path'

import { seedDatabase } from './app-server'
import type { TestDatabase } from './test-database'

/**
 * Seeds the demo data into `database` (run with `env`), or copies it from an earlier seed of the same test run.
 * `npm test` (scripts/test.sh) names a folder in SEED_SNAPSHOT_DIR: the first SQLite database
 * seeded leaves a copy of its folder (the file, the media with every image size Payload made, the
 * outbox) there, and later SQLite databases of the run (the browser journeys') start from that copy
 * instead of spending minutes making the same images again. A run by hand sets no folder and seeds.
 * PostgreSQL is seeded once a run anyway.
 */
export const seedOrCopy = (database: TestDatabase, env: Record<string, string>) => {
  const snapshots = process.env.SEED_SNAPSHOT_DIR
  if (!snapshots || database.label !== 'SQLite') return seedDatabase(env)
  const seeded = path.join(snapshots, 'sqlite')
  if (existsSync(seeded)) {
    cpSync(seeded, database.dir, { recursive: true })
    return
  }
  seedDatabase(env)
  // Copied under another name and renamed, so a run reading it never finds half a copy.
  const partial = `${seeded}.${process.pid}.partial`
  cpSync(database.dir, partial, { recursive: true })
  renameSync(partial, seeded)
}
