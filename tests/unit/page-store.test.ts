import { describe, expect, it } from 'vitest'

import { PageStore, type StoredPage } from '@/platform/page-cache/page-store'

const pageOf = (bytes: number): StoredPage => ({ headers: {}, body: Buffer.alloc(bytes), storedAt: 0 })

describe('PageStore', () => {
  it('drops the least recently used pages once it holds more than its budget', () => {
    const store = new PageStore(300)
    store.set('a', pageOf(100))
    store.set('b', pageOf(100))
    store.set('c', pageOf(100))
    store.get('a')
    store.set('d', pageOf(100))
    expect(store.get('b')).toBeUndefined()
    expect(['a', 'c', 'd'].map((key) => store.get(key)?.body.length)).toEqual([100, 100, 100])
  })

  it('counts a replaced page once', () => {
    const store = new PageStore(250)
    store.set('a', pageOf(100))
    store.set('a', pageOf(100))
    store.set('b', pageOf(100))
    expect(store.get('a')).toBeDefined()
    expect(store.get('b')).toBeDefined()
  })

  it('keeps nothing larger than its whole budget', () => {
    const store = new PageStore(50)
    store.set('big', pageOf(100))
    expect(store.get('big')).toBeUndefined()
  })
})
