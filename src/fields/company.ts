import type { RelationshipField } from 'payload'

import { ownerField } from './owner'

/** The company a document belongs to, filled in from its parent or its customer by a collection hook. */
export const companyField = (): RelationshipField => ownerField('company', 'companies')
