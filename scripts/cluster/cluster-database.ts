/**
 * The PostgreSQL database `npm run cluster` runs on: DATABASE_URL, or `swag_cluster` on the local
 * server. Created when missing and migrated; given the demo data when it has none only for a demo.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { NODE_TS } from '../node-ts.mjs'

export const DEFAULT_CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/swag_cluster'

const root = path.resolve(import.meta.dirname, '..', '..')

const createWhenMissing = async (databaseUrl: string) => {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const server = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5_000 })
  await server.connect()
  try {
    const { rowCount } = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await server.query(`CREATE DATABASE ${server.escapeIdentifier(name)}`)
  } finally {
    await server.end()
  }
}

/** Makes the database ready for the instances; `env` carries DATABASE_URL and what seeding needs. */
export const prepareClusterDatabase = async (env: Record<string, string>, { demo }: { demo: boolean }) => {
  if (!env.DATABASE_URL?.startsWith('postgres')) throw new Error('A cluster runs on PostgreSQL: DATABASE_URL must be a postgres:// URL.')
  await createWhenMissing(env.DATABASE_URL)
  const script = demo ? ['scripts/seed.ts', '--if-empty'] : ['scripts/payload-cli.ts', 'migrate']
  execFileSync(process.execPath, [...NODE_TS, ...script], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
}
