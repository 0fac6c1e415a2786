import type { CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { customerOrStaff, ownedByCustomer } from '@/access/roles'
import { derived } from '@/access/staff-writable'
import { formatAddress, formatAddressWithName, validateAustralianAddress } from '@/domain/address'
import { countryCodeFor } from '@/domain/countries'
import { customerField } from '@/fields/customer'
import { clientError } from '@/platform/http/client-error'
import { importRecipientsEndpoint } from '@/collections/shipments/endpoints/request-endpoints'
import { withInputGuard } from '../input-guard'

/** The customer's address book. */
export const Recipients: CollectionConfig = withInputGuard({
  slug: 'recipients',
  graphQL: { singularName: 'Recipient', pluralName: 'Recipients' },
  admin: { useAsTitle: 'fullName', defaultColumns: ['fullName', 'companyName', 'formattedAddress', 'customer'], group: 'Warehouse' },
  access: { read: ownedByCustomer, create: customerOrStaff, update: ownedByCustomer, delete: ownedByCustomer },
  endpoints: [importRecipientsEndpoint],
  hooks: {
    beforeChange: [
      assignCustomerOnCreate,
      ({ data, originalDoc }) => {
        const address = { ...originalDoc, ...data }
        // The address form and CSV import resolve names to codes; the API must send a known code.
        if (address.country && countryCodeFor(address.country) !== address.country) {
          throw clientError(`"${address.country}" is not a country code we know. Use a two-letter code such as AU.`, 400)
        }
        if ((address.country ?? 'AU') === 'AU') {
          const problems = validateAustralianAddress(address)
          const first = Object.values(problems)[0]
          if (first) throw clientError(first, 400, { errors: problems })
        }
        return {
          ...data,
          formattedAddress: formatAddress(address),
          formattedAddressWithName: formatAddressWithName(address),
        }
      },
    ],
  },
  fields: [
    customerField({ required: true }),
    { name: 'fullName', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 32 },
    { name: 'companyName', type: 'text', maxLength: 200 },
    { name: 'address1', type: 'text', required: true, maxLength: 200 },
    { name: 'address2', type: 'text', maxLength: 200 },
    { name: 'suburb', type: 'text', required: true, maxLength: 100 },
    { name: 'state', type: 'text', maxLength: 100 },
    { name: 'postcode', type: 'text', maxLength: 12 },
    { name: 'country', type: 'text', defaultValue: 'AU', required: true, maxLength: 2 },
    {
      name: 'geolocation',
      type: 'group',
      fields: [
        { name: 'lat', type: 'number', min: -90, max: 90 },
        { name: 'lng', type: 'number', min: -180, max: 180 },
      ],
    },
    derived({ name: 'formattedAddress', type: 'text' }),
    derived({ name: 'formattedAddressWithName', type: 'text' }),
  ],
})
