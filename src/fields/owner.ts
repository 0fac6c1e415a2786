import type { RelationshipField } from 'payload'

import { staffOnlyField } from '@/access/roles'

/**
 * Who a document belongs to (a customer, a company). Only staff may set or change it; for
 * everyone else a collection hook fills it in.
 */
export const ownerField = (name: string, relationTo: 'customers' | 'companies', overrides: Partial<RelationshipField> = {}): RelationshipField =>
  ({
    name,
    type: 'relationship',
    relationTo,
    index: true,
    access: { create: staffOnlyField, update: staffOnlyField },
    admin: { position: 'sidebar' },
    ...overrides,
  }) as RelationshipField
