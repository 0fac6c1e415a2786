import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import { withCustomerDataExpiry } from '@/collections/customer-data-expiry'
import { companyDataTag, customerDataTag, registerCacheHandler } from '@/platform/next-cache/customer-data-tag.mjs'

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

const withCompany: CollectionConfig = {
  slug: 'projects',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers' },
    { name: 'company', type: 'relationship', relationTo: 'companies' },
  ],
}

describe('expiring a customer’s dashboard reads', () => {
  beforeEach(() => {
    expiredTags = []
  })

  it('follows a write to a document a customer owns, after the collection’s own hooks, for its owner before and after', async () => {
    const config = withCustomerDataExpiry(owned)
    expect(config.hooks?.afterChange?.[0]).toBe(owned.hooks!.afterChange![0])
    const doc = { id: 1, customer: { id: 3 } }
    await afterChange(config)({ collection: owned, doc, previousDoc: { id: 1, customer: 5 }, req } as never)
    expect(expired()).toEqual(['customer:3', 'customer:5'])
  })

  it('reads the owners again when the write answered with only some fields', async () => {
    const asked: unknown[] = []
    const findByID = async (args: { id: number; select: Record<string, boolean> }) => {
      asked.push(args)
      return { id: args.id, customer: 3, company: 8 }
    }
    const selecting = { transactionID: undefined, payload: { findByID } }
    const config = withCustomerDataExpiry(withCompany)
    await afterChange(config)({ collection: withCompany, doc: { id: 1, role: 'finance' }, previousDoc: {}, req: selecting } as never)
    expect(expired()).toEqual(['company:8', 'customer:3'])
    expect(asked).toMatchObject([{ collection: 'projects', id: 1, select: { customer: true, company: true } }])
  })

  it('follows the deletion of a document a customer owns', async () => {
    await afterDelete(withCustomerDataExpiry(owned))({ doc: { id: 1, customer: 9 }, req } as never)
    expect(expired()).toEqual(['customer:9'])
  })

  it('follows a change to the customer’s own account', async () => {
    const config = withCustomerDataExpiry({ slug: 'customers', auth: true, fields: [{ name: 'firstName', type: 'text' }] })
    await afterChange(config)({ collection: config, doc: { id: 4 }, previousDoc: { id: 4 }, req } as never)
    expect(expired()).toEqual(['customer:4'])
  })

  it('follows a write to a company’s document, for its company and its creator, before and after', async () => {
    const config = withCustomerDataExpiry(withCompany)
    await afterChange(config)({
      collection: withCompany,
      doc: { id: 1, customer: 3, company: { id: 8 } },
      previousDoc: { id: 1, customer: 3, company: 6 },
      req,
    } as never)
    expect(expired()).toEqual(['company:6', 'company:8', 'customer:3'])
  })

  it('follows a change to a company itself, and to the directory of companies members read by name', async () => {
    const config = withCustomerDataExpiry({ slug: 'companies', fields: [{ name: 'name', type: 'text' }] })
    await afterDelete(config)({ doc: { id: 12 }, req } as never)
    expect(expired()).toEqual(['company:12', 'company:directory'])
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

  it('names one tag per customer and one per company, never the same', () => {
    expect(customerDataTag(7)).toBe('customer:7')
    expect(customerDataTag(7)).not.toBe(customerDataTag(70))
    expect(companyDataTag(7)).not.toBe(customerDataTag(7))
  })
})
