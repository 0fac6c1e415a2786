import type { Field } from 'payload'

import { staffOnlyField } from './roles'

/** Marks fields that customers may read but only staff may set. */
export const staffWritable = <T extends Field>(field: T): T =>
  ({ ...field, access: { ...('access' in field ? field.access : {}), create: staffOnlyField, update: staffOnlyField } }) as T

/** Fields only staff see or set: the supplier's own numbers, such as what a line costs it. */
export const staffPrivate = <T extends Field>(field: T): T =>
  ({ ...field, access: { ...('access' in field ? field.access : {}), read: staffOnlyField, create: staffOnlyField, update: staffOnlyField } }) as T

/** Fields computed by hooks: nobody writes them through the API. */
export const derived = <T extends Field>(field: T): T =>
  ({
    ...field,
    access: { ...('access' in field ? field.access : {}), create: () => false, update: () => false },
    admin: { ...field.admin, readOnly: true },
  }) as T

/** Field access for a server-side key (a token's hash, a uniqueness key): no API reads or writes it. */
export const hiddenFromApi = { read: () => false, create: () => false, update: () => false }
