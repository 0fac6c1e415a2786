import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer, uniqueEmail } from '../support/customers'
import { api, cookieValue, DEMO, emailsTo, graphql, login, request, setCookie } from '../support/http'

let staff: string
let product: { id: number }

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  product = (await api('/products?limit=1&depth=0')).body.docs[0]
})

const visitor = async () => {
  const created = await api('/customers/create-inactive', {
    body: { email: `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com` },
  })
  return { id: created.body.customer.id as number, cookie: cookieValue(setCookie(created.headers, 'inactive-customer')) }
}

describe('enquiries from visitors', () => {
  it('a visitor creates a pending enquiry for the customer their browser created, then submits it', async () => {
    const { id, cookie } = await visitor()
    const created = await graphql(
      `
        mutation C($data: mutationEnquiryInput!) {
          createEnquiry(data: $data) {
            id
            status
          }
        }
      `,
      { data: { name: 'My Epic Kit', type: 'wishlist', status: 'pending', customer: id, items: [{ product: product.id }] } },
    )
    // GraphQL here carries no cookie: a visitor without one cannot attach a customer.
    expect(created.body.errors?.[0]?.message).toMatch(/your own account/)

    const rest = await api('/enquiries', { cookie, body: { name: 'My Epic Kit', type: 'wishlist', customer: id, items: [{ product: product.id }] } })
    expect(rest.status).toBe(201)
    const enquiryId = rest.body.doc.id
    const submitted = await api(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie, body: { status: 'submitted', audience: 'An event' } })
    expect(submitted.status).toBe(200)
    const stored = (await api(`/enquiries/${enquiryId}?depth=0`, { token: staff })).body
    expect(stored).toMatchObject({ status: 'submitted', customer: id, audience: 'An event' })

    const locked = await api(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie, body: { notes: 'changed later' } })
    expect([403, 404]).toContain(locked.status)
  })

  it('a visitor cannot attach another customer or read someone else’s enquiry', async () => {
    const mine = await visitor()
    const other = await visitor()
    const response = await api('/enquiries', { cookie: mine.cookie, body: { name: 'Sneaky', customer: other.id } })
    expect(response.status).toBe(403)
    const theirs = await api('/enquiries', { cookie: other.cookie, body: { name: 'Theirs' } })
    expect(theirs.status).toBe(201)
    expect([403, 404]).toContain((await api(`/enquiries/${theirs.body.doc.id}`, { cookie: mine.cookie })).status)
  })

  it('knowing an inactive customer’s email opens only the enquiries this browser starts, over REST and GraphQL', async () => {
    const owner = await visitor()
    const ownEnquiry = await api('/enquiries', { cookie: owner.cookie, body: { name: 'The owner’s kit', notes: 'mine' } })
    expect(ownEnquiry.status).toBe(201)
    const enquiryId = ownEnquiry.body.doc.id as number
    const email = (await api(`/customers/${owner.id}?depth=0`, { token: staff })).body.email as string

    // A stranger types the owner's email and gets a cookie for that customer.
    const identified = await api('/customers/check-registration', { body: { email } })
    expect(identified.status).toBe(403)
    const stranger = cookieValue(setCookie(identified.headers, 'inactive-customer'))
    const asStranger = (query: string) => request('/payload-api/graphql', { body: { query }, cookie: stranger })

    expect([403, 404]).toContain((await api(`/enquiries/${enquiryId}`, { cookie: stranger })).status)
    expect((await api('/enquiries?depth=0', { cookie: stranger })).body.docs ?? []).toEqual([])
    expect([403, 404]).toContain((await api(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie: stranger, body: { notes: 'changed' } })).status)
    expect((await asStranger(`{ Enquiry(id: ${enquiryId}) { id notes } }`)).body.data?.Enquiry ?? null).toBeNull()
    expect((await asStranger('{ Enquiries { docs { id } } }')).body.data?.Enquiries.docs ?? []).toEqual([])
    const changed = await asStranger(`mutation { updateEnquiry(id: ${enquiryId}, data: { notes: "changed" }) { id } }`)
    expect(changed.body.errors?.length).toBeGreaterThan(0)
    expect((await api(`/enquiries/${enquiryId}?depth=0`, { token: staff })).body).toMatchObject({ notes: 'mine', status: 'pending' })

    // The stranger's own enquiry for that customer is theirs to finish; the owner's browser keeps its own.
    const strangers = await api('/enquiries', { cookie: stranger, body: { name: 'Typed the email' } })
    expect(strangers.status).toBe(201)
    expect((await api(`/enquiries/${strangers.body.doc.id}`, { method: 'PATCH', cookie: stranger, body: { notes: 'fine' } })).status).toBe(200)
    expect([403, 404]).toContain((await api(`/enquiries/${strangers.body.doc.id}`, { cookie: owner.cookie })).status)
    expect((await api(`/enquiries/${enquiryId}`, { cookie: owner.cookie })).status).toBe(200)
    // Identifying the customer again from the owner's browser keeps its enquiries open to it.
    const again = await api('/customers/check-registration', { body: { email }, cookie: owner.cookie })
    const renewed = cookieValue(setCookie(again.headers, 'inactive-customer'))
    expect((await api(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie: renewed, body: { notes: 'still mine' } })).status).toBe(200)
  })

  it('refuses a submitted enquiry with no customer and bad field values', async () => {
    expect((await api('/enquiries', { body: { name: 'Nobody', status: 'submitted' } })).status).toBe(400)
    expect((await api('/enquiries', { body: { name: 'Odd', quantity: 'a million' } })).status).toBe(400)
    expect((await api('/enquiries', { body: { type: 'wishlist' } })).status).toBe(400)
  })

  it('a signed-in customer’s enquiry is always theirs', async () => {
    const a = await login('customers', DEMO.customerA)
    const b = await login('customers', DEMO.customerB)
    const response = await api('/enquiries', { token: a.token, body: { name: 'Mine', customer: b.id } })
    expect(response.status).toBe(403)
    const ok = await api('/enquiries?depth=0', { token: a.token, body: { name: 'Mine' } })
    expect(ok.body.doc.customer).toBe(a.id)
  })
})

describe('the confirmation of a submitted enquiry', () => {
  it('goes to the account’s own address, whatever address the enquiry names', async () => {
    const customer = await freshCustomer(staff, 'enquiry-confirm')
    const stranger = uniqueEmail('not-the-customer')
    const created = await api('/enquiries', {
      token: customer.token,
      body: { name: 'Confirm me', email: stranger, items: [{ product: product.id }] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const submitted = await api(`/enquiries/${created.body.doc.id}`, {
      method: 'PATCH',
      token: customer.token,
      body: { status: 'submitted', audience: 'An event' },
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const confirmations = await emailsTo(staff, customer.email)
    expect(confirmations.length).toBeGreaterThan(0)
    expect(await emailsTo(staff, stranger, undefined, 3_000)).toHaveLength(0)
  })
})
