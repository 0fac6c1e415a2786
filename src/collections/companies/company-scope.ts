import type { Where } from 'payload'

import type { CustomerUser } from '@/collections/customers/customer-user'

/**
 * The documents of the company the customer acts in, whoever of its members made them. A customer
 * who belongs to no company (every membership removed) is narrowed to their own, which access
 * control then refuses too.
 */
export const inActingCompany = (customer: CustomerUser): Where =>
  customer.acting ? { company: { equals: customer.acting.id } } : { customer: { equals: customer.id } }
