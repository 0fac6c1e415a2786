import type { CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { customerOrStaff, ownedByCustomer, staffOnly } from '@/access/roles'
import { customerField } from '@/fields/customer'

export const SampleRequests: CollectionConfig = {
  slug: 'sample-requests',
  graphQL: { singularName: 'SampleRequest', pluralName: 'SampleRequests' },
  admin: { defaultColumns: ['customer', 'recipient', 'createdAt'], group: 'Sales' },
  access: { read: ownedByCustomer, create: customerOrStaff, update: staffOnly, delete: staffOnly },
  hooks: { beforeChange: [assignCustomerOnCreate] },
  fields: [
    customerField({ required: true }),
    { name: 'recipient', type: 'relationship', relationTo: 'recipients' },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, maxRows: 20 },
    { name: 'comments', type: 'textarea', maxLength: 2000 },
  ],
}
