import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, CollectionSlug, Field, PayloadRequest } from 'payload'

import { afterCommit } from '@/platform/database/after-commit'
import { COMPANY_DIRECTORY_TAG, companyDataTag, customerDataTag, expireDashboardData } from '@/platform/next-cache/customer-data-tag.mjs'
import { relationId } from '@/platform/relation-id'

/** The dashboard tags a document's reads are kept under, as read from it. */
type TagsOf = (doc: unknown) => string[]

/** How a collection's documents name their tags: the fields that name their owners, and how to read the tags. */
type Owners = { fields: string[]; tagsOf: TagsOf }

// An expiry that fails (Redis away) leaves the reads to their lifetime; the write itself stands.
const expire = (tags: string[]) => expireDashboardData([...new Set(tags)]).catch(() => undefined)

const tagOf = (id: number | null, tag: (id: number) => string) => (id === null ? [] : [tag(id)])
const field = (doc: unknown, name: string) => relationId((doc as Record<string, unknown> | null)?.[name])
const ownId = (doc: unknown) => relationId((doc as { id?: unknown } | null)?.id)

const ownersOf: TagsOf = (doc) => [...tagOf(field(doc, 'customer'), customerDataTag), ...tagOf(field(doc, 'company'), companyDataTag)]

/**
 * The written document with its owner fields: a write asked to answer with only some fields
 * (`select`) hands its hooks only those, so the owners are read again, in the write's transaction.
 */
const withOwners = async (doc: Record<string, unknown>, collection: CollectionSlug, fields: string[], req: PayloadRequest) => {
  const id = ownId(doc)
  if (id === null || fields.every((name) => name in doc)) return doc
  const owners = await req.payload.findByID({
    collection,
    id,
    depth: 0,
    select: Object.fromEntries(fields.map((name) => [name, true])),
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return { ...doc, ...owners }
}

const expireOnChange = ({ fields, tagsOf }: Owners): CollectionAfterChangeHook => {
  const expireCustomerDataOnChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
    const written = await withOwners(doc, collection.slug, fields, req)
    // Both owners when staff move a document to another customer; only once the change is committed.
    await afterCommit(req, () => expire([...tagsOf(written), ...tagsOf(previousDoc)]))
    return doc
  }
  return expireCustomerDataOnChange
}

const expireOnDelete = ({ tagsOf }: Owners): CollectionAfterDeleteHook => {
  const expireCustomerDataOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await afterCommit(req, () => expire(tagsOf(doc)))
    return doc
  }
  return expireCustomerDataOnDelete
}

const hasOwner = (fields: Field[], name: string, relationTo: string) =>
  fields.some((field) => 'name' in field && field.name === name && field.type === 'relationship' && field.relationTo === relationTo)

const ownersFor = (collection: CollectionConfig): Owners | null => {
  if (collection.slug === 'customers') return { fields: [], tagsOf: (doc) => tagOf(ownId(doc), customerDataTag) }
  if (collection.slug === 'companies') return { fields: [], tagsOf: (doc) => [...tagOf(ownId(doc), companyDataTag), COMPANY_DIRECTORY_TAG] }
  const fields = [
    ...(hasOwner(collection.fields, 'customer', 'customers') ? ['customer'] : []),
    ...(hasOwner(collection.fields, 'company', 'companies') ? ['company'] : []),
  ]
  return fields.length > 0 ? { fields, tagsOf: ownersOf } : null
}

/**
 * The dashboard keeps its reads in Next.js's cache under the customer's tag `customer:{id}` and the
 * active company's `company:{id}` (src/features/dashboard/customer-data-cache.ts), and what it reads
 * of companies by name under `company:directory`. Every collection owned by a customer or a company
 * (memberships too), and the customers and companies themselves, expires those tags whenever one of
 * its documents is written or deleted, on every instance (through the shared cache handler). Applied
 * to every collection in the config, so a new owned collection cannot be forgotten.
 */
export const withCustomerDataExpiry = (collection: CollectionConfig): CollectionConfig => {
  const owners = ownersFor(collection)
  if (!owners) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), expireOnChange(owners)],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), expireOnDelete(owners)],
    },
  }
}
