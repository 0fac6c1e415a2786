import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest } from 'payload'

import { clientError } from '@/platform/http/client-error'
import { lockRow, type LockableTable } from '@/platform/database/transactions'

const documentId = (args: unknown): number | null => {
  const id = Number((args as { id?: unknown }).id)
  return Number.isInteger(id) && id > 0 ? id : null
}

// The rows each request's transaction already holds, so a row locked before Payload read it is
// not locked (and read) a second time before the change.
const heldRows = new WeakMap<PayloadRequest, Set<string>>()
const rowKey = (table: LockableTable, id: number) => `${table}:${id}`

/**
 * Before Payload reads the document it is about to change, the row is locked in the write's own
 * transaction: concurrent writers of one document queue, and each one's hooks (status machine,
 * restock, order creation) decide from the row as the previous writer left it. The admin's edit
 * lock is checked after it (edit-lock.ts), in the same transaction.
 */
const holdRowForWrite = (table: LockableTable): CollectionBeforeOperationHook => {
  const lockRowForWrite: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
    if (operation !== 'update' && operation !== 'delete') return args
    const id = documentId(args)
    if (id === null) return args
    await lockRow(req, table, id)
    heldRows.set(req, (heldRows.get(req) ?? new Set()).add(rowKey(table, id)))
    return args
  }
  return lockRowForWrite
}

/**
 * Bulk updates (`PATCH /collection?where=…`) read their documents before any lock: each one is
 * locked here instead, and refused when its status moved since it was read.
 */
const refuseStaleStatus = (table: LockableTable): CollectionBeforeChangeHook => {
  const refuseStaleStatusUnderLock: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return data
    const id = Number(originalDoc.id)
    if (heldRows.get(req)?.has(rowKey(table, id))) return data
    const current = await lockRow(req, table, id)
    if (current && 'status' in current && current.status !== originalDoc.status) {
      throw clientError(`This record changed while it was being saved (it is now ${String(current.status)}); reload and try again.`, 409)
    }
    return data
  }
  return refuseStaleStatusUnderLock
}

/** The collection with its rows locked for every update and delete, by every path. */
export const withRowLock = <T extends CollectionConfig>(table: LockableTable, collection: T): T => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [...(collection.hooks?.beforeOperation ?? []), holdRowForWrite(table)],
    beforeChange: [refuseStaleStatus(table), ...(collection.hooks?.beforeChange ?? [])],
  },
})
