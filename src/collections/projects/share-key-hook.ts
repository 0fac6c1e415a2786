import type { CollectionBeforeChangeHook, TextField } from 'payload'

import { memberMayField } from '@/collections/companies/membership-access'
import { generateShareKey } from '@/domain/share-key'

/** The share key of a review link: set once at creation, readable only by the owner and staff. */
export const shareKeyField = (): TextField => ({
  name: 'shareKey',
  type: 'text',
  index: true,
  access: { read: memberMayField('request'), create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
})

export const assignShareKey: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' ? { ...data, shareKey: generateShareKey() } : data
