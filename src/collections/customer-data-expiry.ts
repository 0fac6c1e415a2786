import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'

import { afterCommit } from '@/platform/database/after-commit'
import { expireCustomerData } from '@/platform/next-cache/customer-data-tag.mjs'
import { relationId } from '@/platform/relation-id'

/** The customers a document belongs to, as read from it (missing where it has none). */
type OwnerIds = (number | string | null | undefined)[]

// An expiry that fails (Redis away) leaves the reads to their lifetime; the write itself stands.
const expire = (customerIds: OwnerIds) =>
  expireCustomerData([...new Set(customerIds.filter((id): id is number | string => id !== null && id !== undefined))]).catch(() => undefined)

const ownersOf = (doc: unknown): OwnerIds => [relationId((doc as { customer?: unknown } | null)?.customer)]

const expireOnChange = (owners: (doc: unknown) => OwnerIds): CollectionAfterChangeHook => {
  const expireCustomerDataOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    // Both owners when staff move a document to another customer; only once the change is committed.
    await afterCommit(req, () => expire([...owners(doc), ...owners(previousDoc)]))
    return doc
  }
  return expireCustomerDataOnChange
}

const expireOnDelete = (owners: (doc: unknown) => OwnerIds): CollectionAfterDeleteHook => {
  const expireCustomerDataOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await afterCommit(req, () => expire(owners(doc)))
    return doc
  }
  return expireCustomerDataOnDelete
}

const ownedByACustomer = (fields: Field[]) =>
  fields.some((field) => 'name' in field && field.name === 'customer' && field.type === 'relationship' && field.relationTo === 'customers')

/**
 * The dashboard keeps each customer's reads in Next.js's cache under `customer:{id}`
 * (src/features/dashboard/customer-data-cache.ts). Every collection with a `customer` owner, and the
 * customers collection itself, expires that tag whenever one of its documents is written or
 * deleted, on every instance (through the shared cache handler). Applied to every collection in
 * the config, so a new customer-owned collection cannot be forgotten.
 */
export const withCustomerDataExpiry = (collection: CollectionConfig): CollectionConfig => {
  const owners =
    collection.slug === 'customers' ? (doc: unknown) => [(doc as { id?: number } | null)?.id] : ownedByACustomer(collection.fields) ? ownersOf : null
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
