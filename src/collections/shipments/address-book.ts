import type { Payload } from 'payload'

import type { CustomerUser } from '@/collections/customers/customer-user'
import { inActingCompany } from '@/collections/companies/company-scope'

/** The customer's address book as the shipment form's picker shows it. */
export type AddressBookEntry = { id: number; name: string; company: string | null; email: string | null; address: string }

/** The fields an entry is made of, selected wherever a recipient is read or written for the picker. */
export const ENTRY_SELECT = { fullName: true, companyName: true, email: true, formattedAddress: true } as const

/** The fields a recipient is written with (the address form's), selected wherever one is read whole or changed. */
export const RECIPIENT_FIELDS = {
  fullName: true,
  companyName: true,
  email: true,
  phone: true,
  address1: true,
  address2: true,
  suburb: true,
  state: true,
  postcode: true,
  country: true,
} as const

type EntryDoc = {
  id: number
  fullName: string
  companyName?: string | null
  email?: string | null
  formattedAddress?: string | null
}

export const toEntry = (doc: EntryDoc): AddressBookEntry => ({
  id: doc.id,
  name: doc.fullName,
  company: doc.companyName || null,
  email: doc.email || null,
  address: doc.formattedAddress ?? '',
})

/** Enough for any real address book; the picker filters it in the browser. */
const ADDRESS_BOOK_LIMIT = 2000

/** The recipients of the company the customer acts in, read as them. */
export async function getAddressBook(payload: Payload, customer: CustomerUser): Promise<AddressBookEntry[]> {
  const { docs } = await payload.find({
    collection: 'recipients',
    where: inActingCompany(customer),
    sort: 'fullName',
    limit: ADDRESS_BOOK_LIMIT,
    depth: 0,
    user: customer,
    overrideAccess: false,
    select: ENTRY_SELECT,
  })
  return docs.map(toEntry)
}
