import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { companyOptionsOnly } from '@/collections/companies/membership-access'
import { staffOnly } from '@/access/roles'
import { memberOfCompany, memberMayCreate } from '@/collections/companies/membership-access'
import { customerField } from '@/fields/customer'
import { clientError } from '@/platform/http/client-error'
import { publicProductsForCustomers } from '../catalogue/access'
import { withInputGuard } from '../input-guard'

// Optional in the schema (a staff draft may lack them), but a request needs someone and something to send.
const requireRecipientAndProducts: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && (!data.recipient || !Array.isArray(data.products) || data.products.length === 0)) {
    throw clientError('Choose who the samples go to and at least one product.', 400)
  }
  return data
}

export const SampleRequests: CollectionConfig = withInputGuard({
  slug: 'sample-requests',
  graphQL: { singularName: 'SampleRequest', pluralName: 'SampleRequests' },
  admin: { defaultColumns: ['customer', 'recipient', 'createdAt'], group: 'Sales' },
  access: { read: memberOfCompany(), create: memberMayCreate('request'), update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [assignCustomerOnCreate, requireRecipientAndProducts],
  },
  fields: [
    customerField({ required: true }),
    { name: 'recipient', type: 'relationship', relationTo: 'recipients', filterOptions: companyOptionsOnly },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, maxRows: 20, filterOptions: publicProductsForCustomers },
    { name: 'comments', type: 'textarea', maxLength: 2000 },
  ],
})
