import type { PayloadRequest } from 'payload'

import type { Config } from '@/payload-types'
import { lockRow } from './transactions'

type Lockable = 'projects' | 'orders'

type Select = Config['collectionsSelect']

/** How the document is read: Payload's findByID options, the collection, id and request aside. */
export type LockedRead<S extends Lockable, TSelect extends Select[S], TDisableErrors extends boolean> = {
  select: TSelect
  depth?: number
  disableErrors?: TDisableErrors
  populate?: Partial<Select>
  user?: PayloadRequest['user']
  overrideAccess?: boolean
}

/**
 * Locks the document's row in the transaction of `req`, then reads it: concurrent writers of one
 * document take turns, and each decides from it as the previous one left it.
 */
export async function lockedDocument<S extends Lockable, TSelect extends Select[S], TDisableErrors extends boolean = false>(
  req: PayloadRequest,
  collection: S,
  id: number,
  read: LockedRead<S, TSelect, TDisableErrors>,
) {
  await lockRow(req, collection, id)
  return req.payload.findByID({ collection, id, req, ...read })
}
