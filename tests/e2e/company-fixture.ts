import { type APIRequestContext } from '@playwright/test'

import { expect } from './journey'
import { staffToken, unique } from './outbox'

/** A company of one journey's own, made over the API as staff would: its people, stock and a recipient. */

export type Person = { email: string; password: string; id: number }

/** A verified, active customer made by staff, with a name their colleagues see. */
const person = async (request: APIRequestContext, headers: Record<string, string>, firstName: string, lastName: string): Promise<Person> => {
  const email = unique(firstName.toLowerCase())
  const password = `${firstName.toLowerCase()}-password-2026`
  const made = await request.post('/payload-api/customers', {
    headers,
    data: { email, password, firstName, lastName, isActive: true, _verified: true },
  })
  expect(made.ok()).toBe(true)
  return { email, password, id: ((await made.json()) as { doc: { id: number } }).doc.id }
}

/**
 * The owner's own company with a member per entry of `members` (first name → role), 20 units of
 * stock in the warehouse and one recipient. Everyone's last name is `lastName`.
 */
export const shippingCompany = async <M extends string>(request: APIRequestContext, lastName: string, members: Record<M, string>) => {
  const headers = { authorization: `JWT ${await staffToken(request)}` }
  const owner = await person(request, headers, 'Olivia', lastName)
  const memberships = await request.get(`/payload-api/memberships?where[customer][equals]=${owner.id}&depth=0`, { headers })
  const company = ((await memberships.json()) as { docs: { company: number }[] }).docs[0]!.company
  const people = {} as Record<M, Person>
  for (const [firstName, role] of Object.entries(members) as [M, string][]) {
    people[firstName] = await person(request, headers, firstName, lastName)
    expect((await request.post('/payload-api/memberships', { headers, data: { company, customer: people[firstName].id, role } })).ok()).toBe(true)
  }
  const item = await request.post('/payload-api/inventory-items', { headers, data: { title: 'Event Tote', customer: owner.id } })
  const stock = ((await item.json()) as { doc: { id: number } }).doc.id
  await request.post('/payload-api/inventory-adjustments', { headers, data: { inventoryItem: stock, delta: 20, reason: 'received' } })
  const recipient = await request.post('/payload-api/recipients', {
    headers,
    data: { customer: owner.id, fullName: 'Jo Venue', address1: '1 Market Street', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
  })
  return { owner, people, company, stock, recipient: ((await recipient.json()) as { doc: { id: number } }).doc.id }
}
