import type { Field } from 'payload'

/**
 * Who a parcel goes to and where: the same fields (and so the same columns) in the customer's
 * address book and in what recipients send through a link. A link's answer must carry an email.
 */
export const addressFields = ({ emailRequired = false } = {}): Field[] => [
  { name: 'fullName', type: 'text', required: true, maxLength: 200 },
  { name: 'email', type: 'email', ...(emailRequired ? { required: true } : {}) },
  { name: 'phone', type: 'text', maxLength: 32 },
  { name: 'companyName', type: 'text', maxLength: 200 },
  { name: 'address1', type: 'text', required: true, maxLength: 200 },
  { name: 'address2', type: 'text', maxLength: 200 },
  { name: 'suburb', type: 'text', required: true, maxLength: 100 },
  { name: 'state', type: 'text', maxLength: 100 },
  { name: 'postcode', type: 'text', maxLength: 12 },
]
