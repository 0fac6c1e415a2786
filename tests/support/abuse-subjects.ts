// The people and documents the bad-input suites aim at: staff, customers A and B, an inactive
// customer with its cookie, and ids of what A owns ("mine") and of what B owns ("theirs"), an
// order of B's among them.
import { expect } from 'vitest'

import { stockFor, uniqueEmail } from './customers'
import { api, cookieValue, DEMO, login, setCookie } from './http'

export type Session = { token: string; id: number }

export type AbuseSubjects = {
  staff: Session
  customerA: Session
  customerB: Session
  inactive: { id: number; cookie: string }
  mine: Record<string, number>
  theirs: Record<string, number>
}

/** The customer's first order; the second demo customer has none of their own, so one is made for them. */
async function orderOf(staff: Session, customer: Session): Promise<number> {
  const { body } = await api(`/orders?where[customer][equals]=${customer.id}&limit=1&depth=0`, { token: staff.token })
  if (body.docs.length > 0) return body.docs[0].id as number
  const created = await api('/orders', { body: { name: 'Abuse test order', customer: customer.id }, token: staff.token })
  expect(created.status).toBe(201)
  return created.body.doc.id as number
}

export async function abuseSubjects(): Promise<AbuseSubjects> {
  const staff = await login('staff-members', DEMO.staff)
  const customerA = await login('customers', DEMO.customerA)
  const customerB = await login('customers', DEMO.customerB)
  const mine: Record<string, number> = {}
  const theirs: Record<string, number> = {}
  const firstId = async (path: string) => {
    const { body } = await api(`${path}${path.includes('?') ? '&' : '?'}limit=1&depth=0`, { token: staff.token })
    expect(body.docs.length, `a document at ${path}`).toBe(1)
    return body.docs[0].id as number
  }
  const ownedBy = (slug: string, customer: Session, extra = '') => firstId(`/${slug}?where[customer][equals]=${customer.id}${extra}`)
  // Customer B's seed has no stock, order or pending project: B's ids are of whatever B has.
  for (const [customer, into] of [
    [customerA, mine],
    [customerB, theirs],
  ] as const) {
    into.inventoryItem = await stockFor(staff.token, customer, 5)
    into.recipient = await ownedBy('recipients', customer)
    into.project = await ownedBy('projects', customer)
    into.lineItem = await ownedBy('line-items', customer)
  }
  // A line item whose proposal is closed, so every change of it is refused, whichever files ran first
  // (on an open proposal Payload answers a customer's write of a staff-only field with a 200 that drops it).
  mine.lineItem = await ownedBy('line-items', customerA, '&where[project.status][not_equals]=proposal_sent&sort=id')
  mine.project = await ownedBy('projects', customerA, '&where[status][equals]=pending')
  mine.order = await ownedBy('orders', customerA)
  mine.shipment = await ownedBy('shipments', customerA, '&where[status][equals]=requested')
  theirs.order = await orderOf(staff, customerB)
  mine.product = await firstId('/products?where[_status][equals]=published&where[status][equals]=active')
  const created = await api('/customers/create-inactive', { body: { email: uniqueEmail('abuse-inactive') } })
  expect(created.status).toBe(201)
  const inactive = { id: created.body.customer.id, cookie: cookieValue(setCookie(created.headers, 'inactive-customer')) }
  return { staff, customerA, customerB, inactive, mine, theirs }
}
