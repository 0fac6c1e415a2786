import type { SanitizedConfig } from 'payload'

import { staffOnly } from '@/access/roles'

/**
 * Payload adds collections of its own while it sanitises the config, open to anyone signed in:
 * its admin edit locks (`payload-locked-documents`), where a customer could lock staff out of any
 * document and see what staff are editing, and the record of applied migrations
 * (`payload-migrations`), which tells a stranger what the deployment runs. Only the admin and the
 * migration tool use them, so only staff may touch them through the API.
 */
const STAFF_ONLY = ['payload-locked-documents', 'payload-migrations']

export const withStaffOnlyInternalCollections = async (config: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const sanitized = await config
  for (const collection of sanitized.collections) {
    if (STAFF_ONLY.includes(collection.slug)) {
      collection.access = { ...collection.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
    }
  }
  return sanitized
}
