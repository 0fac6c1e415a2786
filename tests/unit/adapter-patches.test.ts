import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * What src/platform/database/adapter-patches.ts and watched-postgres-pool.ts rely on in Payload's
 * adapters, libSQL and pg, asserted against the installed packages: an upgrade that renames or
 * reshapes any of it fails here, by name, instead of silently switching a patch off.
 */

type Loose = Record<string, any>

const payloadFor = (): Loose => ({
  config: { collections: [], globals: [], localization: false, jobs: { tasks: [] } },
  logger: console,
  collections: {},
})

describe('the SQLite adapter', () => {
  let adapter: Loose
  beforeAll(async () => {
    const payload = payloadFor()
    adapter = sqliteAdapter({ client: { url: ':memory:' }, push: false, transactionOptions: { behavior: 'immediate' } }).init({ payload } as never)
    payload.db = adapter
    await adapter.init()
    await adapter.connect()
  })
  afterAll(() => adapter.client?.close())

  it('has the transaction methods the gate, failed-commit and after-commit patches wrap', () => {
    for (const method of ['beginTransaction', 'commitTransaction', 'rollbackTransaction']) expect(typeof adapter[method], method).toBe('function')
    expect(adapter.sessions).toBeTypeOf('object')
  })

  it("keeps each transaction's Drizzle handle in sessions, as failed-commits reads it", async () => {
    const handles: unknown[] = []
    const transaction = adapter.drizzle.transaction.bind(adapter.drizzle)
    adapter.drizzle.transaction = (work: (tx: unknown) => Promise<unknown>, options: unknown) =>
      transaction(async (tx: unknown) => {
        handles.push(tx)
        return work(tx)
      }, options)
    try {
      const id = await adapter.beginTransaction()
      expect(adapter.sessions[id]?.db).toBe(handles[0])
      await adapter.commitTransaction(id)
      expect(adapter.sessions[id]).toBeUndefined()
    } finally {
      adapter.drizzle.transaction = transaction
    }
  })

  it('has the libSQL client methods the lock wait wraps, and the count kept-counts replaces', () => {
    expect(typeof adapter.client.transaction).toBe('function')
    expect(typeof adapter.client.execute).toBe('function')
    expect(typeof adapter.drizzle.dialect.sqlToQuery).toBe('function')
    expect(adapter.tableNameMap).toBeInstanceOf(Map)
    // kept-counts keys a count by these arguments.
    const source = String(adapter.countDistinct)
    for (const argument of ['column', 'db', 'joins', 'tableName', 'where']) expect(source, argument).toContain(argument)
  })
})

describe('the PostgreSQL adapter and pg', () => {
  it('takes the pg module it connects with from its options', () => {
    const watched = { ...pg }
    const adapter = postgresAdapter({ pool: { connectionString: 'postgres://127.0.0.1/none' }, pg: watched as never }).init({
      payload: payloadFor(),
    } as never) as Loose
    expect(adapter.pg).toBe(watched)
    expect(typeof adapter.countDistinct).toBe('function')
  })

  it('has the pool internals the watched pool uses to give up a dead client', async () => {
    const pool = new pg.Pool() as unknown as Loose
    expect(Array.isArray(pool._clients)).toBe(true)
    expect(typeof pool._remove).toBe('function')
    expect(typeof pool._pulseQueue).toBe('function')
    await pool.end()
  })
})
