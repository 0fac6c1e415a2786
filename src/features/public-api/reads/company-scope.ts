import type { Where } from 'payload'

import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'

/**
 * The documents of the key's company, and only those: a key's reads pass the database this
 * condition (access control is written for signed-in members, and a key is none), so one
 * company's key never sees another's.
 */
export const ofKeyCompany = (holder: KeyHolder, ...conditions: Where[]): Where => ({
  and: [{ company: { equals: holder.company } }, ...conditions],
})
