import type { RelationshipField } from 'payload'

import { ownerField } from './owner'

/** The customer a document was made for; for customers a collection hook sets their own id. */
export const customerField = (overrides: Partial<RelationshipField> = {}): RelationshipField => ownerField('customer', 'customers', overrides)
