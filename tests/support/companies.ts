import { expect } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { freshCustomer, stockFor } from './customers'
import { api } from './http'

export type Member = Awaited<ReturnType<typeof freshCustomer>>

/** The first company a customer joined (their own, made with their account). */
export const homeCompanyOf = async (staffToken: string, customer: { id: number }) =>
  (await api(`/memberships?where[customer][equals]=${customer.id}&depth=0&sort=createdAt`, { token: staffToken })).body.docs[0].company as number

/** Staff add a customer to a company in a role, as the admin does until invitations arrive. */
export const addMember = async (staffToken: string, company: number, customer: { id: number }, role: CompanyRole) => {
  const joined = await api('/memberships', { token: staffToken, body: { company, customer: customer.id, role } })
  expect(joined.status, JSON.stringify(joined.body)).toBe(201)
  return joined.body.doc.id as number
}

/**
 * A fresh company of one test alone: its owner's own company, with a fresh customer in each of the
 * other `roles`. Returns the company and a signed-in member per role.
 */
export const companyWith = async (staffToken: string, label: string, roles: readonly CompanyRole[]) => {
  const members = { owner: await freshCustomer(staffToken, `${label}-owner`) } as Record<CompanyRole, Member>
  const company = await homeCompanyOf(staffToken, members.owner)
  for (const role of roles.filter((role) => role !== 'owner')) {
    members[role] = await freshCustomer(staffToken, `${label}-${role}`)
    await addMember(staffToken, company, members[role], role)
  }
  return { company, members }
}

/**
 * A fresh company (companyWith) that ships: `units` of stock received for it and one recipient in
 * its address book, with the calls its members make acting in it (the dashboard's `company` cookie).
 */
export const shippingCompany = async (staffToken: string, label: string, roles: readonly CompanyRole[], units: number) => {
  const { company, members } = await companyWith(staffToken, label, roles)
  const stock = await stockFor(staffToken, members.owner, units, `${label} tee`)
  const made = await api('/recipients', {
    token: members.owner.token,
    body: { fullName: 'Pat Lee', address1: '1 Collins Street', suburb: 'Melbourne', state: 'VIC', postcode: '3000', country: 'AU' },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const recipient = made.body.doc.id as number
  const inCompany = (member: Member) => ({ token: member.token, headers: { cookie: `company=${company}` } })
  return {
    company,
    members,
    stock,
    inCompany,
    /** One unit of the stock to the recipient: $30 of postage and handling. */
    requestShipment: (member: Member) =>
      api('/shipments/request', { ...inCompany(member), body: { items: [{ inventoryItem: stock, quantity: 1 }], recipients: [recipient] } }),
    available: async () => (await api(`/inventory-items/${stock}?depth=0`, { token: staffToken })).body.quantityAvailable as number,
  }
}

export type ShippingCompany = Awaited<ReturnType<typeof shippingCompany>>
