import type { SanitizedConfig } from 'payload'

import { staffOnly } from '@/access/roles'

/**
 * Payload adds its admin edit locks (`payload-locked-documents`) while it sanitises the config,
 * readable and writable by anyone signed in: a customer could lock staff out of any document
 * and see what staff are editing. Only the admin uses them, so only staff may touch them.
 */
export const withStaffOnlyEditLocks = async (config: Promise<SanitizedConfig>): Promise<SanitizedConfig> => {
  const sanitized = await config
  const locks = sanitized.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
  return sanitized
}
