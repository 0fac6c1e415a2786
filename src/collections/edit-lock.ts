import type { CollectionBeforeOperationHook, CollectionConfig, GlobalBeforeOperationHook, GlobalConfig, PayloadRequest, Where } from 'payload'

import { clientError } from '@/platform/http/client-error'

// Payload's own edit lock lasts five minutes unless a collection or global says otherwise.
const EDIT_LOCK_SECONDS = 300

type LockTarget = { collection: string; ids: number[] | 'any' } | { global: string }

const lockSeconds = (setting: CollectionConfig['lockDocuments'] | GlobalConfig['lockDocuments']): number =>
  typeof setting === 'object' && setting !== null ? setting.duration : EDIT_LOCK_SECONDS

const lockWhere = (target: LockTarget, since: Date): Where => ({
  and: [
    { updatedAt: { greater_than_equal: since.toISOString() } },
    ...('global' in target
      ? [{ globalSlug: { equals: target.global } }]
      : [{ 'document.relationTo': { equals: target.collection } }, ...(target.ids === 'any' ? [] : [{ 'document.value': { in: target.ids } }])]),
  ],
})

const holderOf = (user: unknown): { relationTo?: unknown; id?: unknown } => {
  const { relationTo, value } = (user ?? {}) as { relationTo?: unknown; value?: unknown }
  return { relationTo, id: typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value }
}

/**
 * The documents of `target` that someone other than the request's user has open in the admin,
 * read in the request's own transaction.
 */
async function lockedByOthers(req: PayloadRequest, target: LockTarget, seconds: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    where: lockWhere(target, new Date(Date.now() - seconds * 1000)),
    limit: 0,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
    .filter((lock) => {
      const holder = holderOf(lock.user)
      return holder.relationTo !== req.user?.collection || holder.id !== req.user?.id
    })
    .map((lock) => Number(holderOf(lock.document).id))
}

const refusal = (name: string) => clientError(`This ${name} is being edited by someone else; try again in a few minutes.`, 423)

/**
 * Payload's check for a document another staff member has open in the admin, done here with the
 * request's own transaction. Payload runs it on a second pool connection while the write's
 * transaction holds the first; with the pool full of writes each waiting for a second connection,
 * none comes and the whole instance wedges. Once checked here, the operation is told the lock was
 * overridden so it does not ask again. A bulk write is refused when any document it matches is open.
 */
const refuseIfEditedByAnother: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'update' && operation !== 'delete') || args.overrideLock !== false) return args
  const id = (args as { id?: unknown }).id
  const target: LockTarget = { collection: collection.slug, ids: id === undefined ? 'any' : [Number(id)] }
  const locked = await lockedByOthers(req, target, lockSeconds(collection.lockDocuments))
  const name = collection.slug.replace(/s$/, '').replace(/-/g, ' ')
  if (locked.length > 0 && id !== undefined) throw refusal(name)
  if (locked.length > 0) {
    const where = (args as { where?: Where }).where
    const { totalDocs } = await req.payload.count({
      collection: collection.slug,
      where: { and: [...(where ? [where] : []), { id: { in: locked } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw refusal(name)
  }
  return { ...args, overrideLock: true }
}

const refuseIfGlobalEditedByAnother: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation !== 'update' || args.overrideLock !== false) return args
  const locked = await lockedByOthers(req, { global: global.slug }, lockSeconds(global.lockDocuments))
  if (locked.length > 0) throw refusal(global.slug.replace(/-/g, ' '))
  return { ...args, overrideLock: true }
}

/** The collection with the admin's edit lock checked in the write's transaction, after its own beforeOperation hooks. */
export const withEditLockInTransaction = <T extends CollectionConfig>(collection: T): T =>
  collection.lockDocuments === false
    ? collection
    : { ...collection, hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), refuseIfEditedByAnother] } }

/** The global with the admin's edit lock checked in the write's transaction. */
export const withGlobalEditLockInTransaction = <T extends GlobalConfig>(global: T): T =>
  global.lockDocuments === false
    ? global
    : { ...global, hooks: { ...global.hooks, beforeOperation: [...(global.hooks?.beforeOperation ?? []), refuseIfGlobalEditedByAnother] } }
