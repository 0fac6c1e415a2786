import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { withCustomerDataExpiry } from '@/collections/customer-data-expiry'
import { customerDataTag, registerCacheHandler } from '@/platform/next-cache/customer-data-tag.mjs'

// Next.js's cache handler is not there outside its server: a stand-in records what it is asked to expire.
let expiredTags: string[] = []
registerCacheHandler({ revalidateTag: async (tags) => void expiredTags.push(...tags) })
const expired = () => [...expiredTags].sort()

// No transaction open: the expiry runs at once rather than after a commit.
const req = { transactionID: undefined, payload: {} }
const afterChange = (config: CollectionConfig) => config.hooks!.afterChange!.at(-1) as CollectionAfterChangeHook
const afterDelete = (config: CollectionConfig) => config.hooks!.afterDelete!.at(-1) as CollectionAfterDeleteHook

const owned: CollectionConfig = {
  slug: 'shipments',
  fields: [{ name: 'customer', type: 'relationship', relationTo: 'customers' }],
  hooks: { afterChange: [({ doc }) => doc] },
}

describe('expiring a customer’s dashboard reads', () => {
  beforeEach(() => {
    expiredTags = []
  })

  it('follows a write to a document a customer owns, after the collection’s own hooks, for its owner before and after', async () => {
    const config = withCustomerDataExpiry(owned)
    expect(config.hooks?.afterChange?.[0]).toBe(owned.hooks!.afterChange![0])
    const doc = { id: 1, customer: { id: 3 } }
    await afterChange(config)({ doc, previousDoc: { id: 1, customer: 5 }, req } as never)
    expect(expired()).toEqual(['customer:3', 'customer:5'])
  })

  it('follows the deletion of a document a customer owns', async () => {
    await afterDelete(withCustomerDataExpiry(owned))({ doc: { id: 1, customer: 9 }, req } as never)
    expect(expired()).toEqual(['customer:9'])
  })

  it('follows a change to the customer’s own account', async () => {
    const config = withCustomerDataExpiry({ slug: 'customers', auth: true, fields: [{ name: 'firstName', type: 'text' }] })
    await afterChange(config)({ doc: { id: 4 }, previousDoc: { id: 4 }, req } as never)
    expect(expired()).toEqual(['customer:4'])
  })

  it('leaves collections no customer owns as they are', () => {
    const catalogue: CollectionConfig = {
      slug: 'products',
      fields: [
        { name: 'customer', type: 'text' },
        { name: 'title', type: 'text' },
      ],
    }
    expect(withCustomerDataExpiry(catalogue)).toBe(catalogue)
  })

  it('names one tag per customer', () => {
    expect(customerDataTag(7)).toBe('customer:7')
    expect(customerDataTag(7)).not.toBe(customerDataTag(70))
  })
})
