import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepCountsUntilChanged } from '@/platform/database/kept-counts'
import { announceChange } from '@/platform/next-cache/storefront-changes.mjs'

type Where = { text: string; params: unknown[] }

/** A database adapter whose counts are numbered, so a test sees which calls reached the database. */
const adapterCounting = (failFirst = false) => {
  const dialect = { sqlToQuery: (where: Where) => ({ sql: where.text, params: where.params }) }
  const drizzle = { dialect }
  const calls: unknown[] = []
  const adapter = {
    drizzle,
    countDistinct: async (args: unknown) => {
      calls.push(args)
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (failFirst && calls.length === 1) throw new Error('connection lost')
      return 100 + calls.length
    },
  }
  keepCountsUntilChanged({ db: adapter } as unknown as Payload, new Set(['products']))
  const published: Where = { text: '"_status" = ?', params: ['published'] }
  const count = (overrides: Record<string, unknown> = {}) =>
    adapter.countDistinct({ db: drizzle, joins: [], tableName: 'products', where: published, ...overrides })
  return { adapter, drizzle, calls, count }
}

describe('kept counts', () => {
  it('counts a statement once, for callers one after another and at the same moment', async () => {
    const { calls, count } = adapterCounting()
    expect(await count()).toBe(101)
    expect(await count()).toBe(101)
    expect(await Promise.all([count(), count(), count()])).toEqual([101, 101, 101])
    expect(calls).toHaveLength(1)
  })

  it('counts again once a change is announced', async () => {
    const { calls, count } = adapterCounting()
    expect(await count()).toBe(101)
    await announceChange()
    // A count begun in the same millisecond as a change cannot tell which came first, and is not kept.
    await new Promise((resolve) => setTimeout(resolve, 2))
    expect(await count()).toBe(102)
    expect(await count()).toBe(102)
    expect(calls).toHaveLength(2)
  })

  it('keeps each statement apart: other values, another column', async () => {
    const { calls, count } = adapterCounting()
    expect(await count()).toBe(101)
    expect(await count({ where: { text: '"_status" = ?', params: ['draft'] } })).toBe(102)
    expect(await count({ column: { name: 'id' } })).toBe(103)
    expect(await count({ where: undefined })).toBe(104)
    expect(await count({ where: { text: '"_status" = ?', params: ['draft'] } })).toBe(102)
    expect(calls).toHaveLength(4)
  })

  it('never keeps a count inside a transaction, across joins or of a table not listed', async () => {
    const { calls, count, drizzle } = adapterCounting()
    const transaction = { dialect: drizzle.dialect }
    for (const overrides of [{ db: transaction }, { joins: [{ table: 'product_categories' }] }, { tableName: 'orders' }]) {
      const first = await count(overrides)
      expect(await count(overrides)).toBe(first + 1)
    }
    expect(calls).toHaveLength(6)
  })

  it('does not keep a count that failed', async () => {
    const { calls, count } = adapterCounting(true)
    await expect(count()).rejects.toThrow('connection lost')
    expect(await count()).toBe(102)
    expect(await count()).toBe(102)
    expect(calls).toHaveLength(2)
  })
})
