import { memberOfCompany, memberMay, memberMayCreate } from '@/collections/companies/membership-access'
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { assignCustomerOnCreate } from '@/access/customer-owned'
import { derived, staffPrivate } from '@/access/staff-writable'
import { formatAddress, formatAddressWithName, validateAustralianAddress } from '@/domain/address'
import { countryCodeFor } from '@/domain/countries'
import { RECIPIENT_ID_KINDS } from '@/domain/delivery/customs'
import { RECIPIENT_ID_RULES } from '@/domain/delivery/recipient-ids'
import { addressFields } from '@/fields/address'
import { customerField } from '@/fields/customer'
import { clientError } from '@/platform/http/client-error'
import { importRecipientsEndpoint } from '@/collections/shipments/endpoints/request-endpoints'
import { withInputGuard } from '../input-guard'

/** The customer's address book. */
const checkAndFormatAddress: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
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
}

export const Recipients: CollectionConfig = withInputGuard({
  slug: 'recipients',
  graphQL: { singularName: 'Recipient', pluralName: 'Recipients' },
  admin: { useAsTitle: 'fullName', defaultColumns: ['fullName', 'companyName', 'formattedAddress', 'customer'], group: 'Warehouse' },
  access: { read: memberOfCompany(), create: memberMayCreate('request'), update: memberMay('request'), delete: memberMay('request') },
  endpoints: [importRecipientsEndpoint],
  hooks: {
    beforeChange: [assignCustomerOnCreate, checkAndFormatAddress],
  },
  fields: [
    customerField({ required: true }),
    ...addressFields(),
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
    // The recipient gives these through their delivery-details link; only staff see them.
    staffPrivate({
      name: 'customsIds',
      type: 'group',
      admin: { description: 'IDs the destination’s customs require of the recipient, as they gave them.' },
      fields: RECIPIENT_ID_KINDS.map((kind) => ({ name: kind, type: 'text', maxLength: 14, label: RECIPIENT_ID_RULES[kind].label })),
    }),
  ],
})
