import type { RelationshipField } from 'payload'

import { staffOnlyField } from '@/access/roles'

/**
 * The owner of a customer-owned document. Only staff may set or change it; for customers a
 * collection hook fills it in with their own id.
 */
export const customerField = (overrides: Partial<RelationshipField> = {}): RelationshipField =>
  ({
    name: 'customer',
    type: 'relationship',
    relationTo: 'customers',
    index: true,
    access: { create: staffOnlyField, update: staffOnlyField },
    admin: { position: 'sidebar' },
    ...overrides,
  }) as RelationshipField
