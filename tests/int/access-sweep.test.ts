import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accessSweep, appCollections, readAccessTable } from '../support/access-table'
import { sweepCollections } from '../support/access-sweep-collections'
import { accountingSubjects, companyMoneySubjects, recipientLinkSubjects, webhookSubjects } from '../support/company-subjects'
import { uniqueEmail } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { strayParcel } from '../support/shippit-updates'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * The access-control sweep: every collection × role × verb, over REST and GraphQL, against the table in fixtures/access-sweep.md
 * (written from the design). Disagreements are listed one per line, so the table and the code can be compared at a glance.
 */

const ROLES = ['anonymous', 'customer A', 'customer B', 'share link', 'staff'] as const
type Role = (typeof ROLES)[number]

const EXPECTED = readAccessTable(path.join(import.meta.dirname, 'fixtures', 'access-sweep.md'), ROLES)

type Session = { token: string; id: number }
let staff: Session
let customerA: Session
let customerB: Session
let shareKey: string
const ids: Record<string, number> = {}
const subjects = new Map<string, Record<string, any>>()
const created: { slug: string; id: number; role: Role }[] = []

/** GraphQL names and the field a no-op update sets, per collection; `data` is what a create sends. */
const spares: number[] = []
const COLLECTIONS = sweepCollections({
  owner: () => customerA.id,
  ids,
  spareCustomer: () => {
    const spare = spares.shift()
    if (spare === undefined) throw new Error('The sweep ran out of spare customers: make more in findSubjects.')
    return spare
  },
})

const tokenOf = (role: Role) => (({ 'customer A': customerA, 'customer B': customerB, staff })[role as string] as Session | undefined)?.token

// The share-link holder sends what a review link carries: the key as a query parameter.
const sweep = accessSweep<Role>({
  collections: COLLECTIONS,
  subjects,
  caller: (role) => ({ token: tokenOf(role), query: role === 'share link' ? `key=${encodeURIComponent(shareKey)}` : undefined }),
  staffToken: () => staff.token,
  isStaff: (role) => role === 'staff',
  created,
})

/** The documents the sweep acts on; those the seed lacks (an invoice, a payment) are made as the app makes them. */
const findSubjects = async () => {
  // Public documents as a visitor sees them (published, active, not internal), the rest as staff.
  const first = async (url: string, { asVisitor = false } = {}) => {
    const { body } = await api(`${url}${url.includes('?') ? '&' : '?'}limit=1&depth=0`, { token: asVisitor ? undefined : staff.token })
    if (!body.docs?.[0]) throw new Error(`No subject document at ${url}`)
    return body.docs[0] as Record<string, any>
  }
  const fixtures = await reviewFixtures()
  const invoiced = await fixtures.project('awaiting_payment')
  await callServerAction(reviewPath('payment', invoiced.id, invoiced.shareKey), REVIEW_ACTIONS.invoice, [
    String(invoiced.id),
    invoiced.shareKey,
    'finance@example.com',
  ])
  const paid = await fixtures.project('awaiting_payment')
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }
  await callServerAction(reviewPath('payment', paid.id, paid.shareKey), REVIEW_ACTIONS.payTestCard, [
    String(paid.id),
    paid.shareKey,
    'finance@example.com',
    card,
  ])
  // With an Idempotency-Key, so the idempotency-keys collection has its subject too.
  const enquiry = await api('/enquiries', {
    body: { name: 'Sweep enquiry', type: 'wishlist', status: 'pending' },
    token: customerA.token,
    headers: { 'idempotency-key': `sweep-${Date.now()}` },
  })
  expect(enquiry.status).toBe(201)
  await fixtures.orderWithProofs()
  const invited = await api('/member-invitations/invite', { token: customerA.token, body: { list: uniqueEmail('sweep-invitee') } })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const keyed = await api('/api-keys/create', { token: customerA.token, body: { name: `Sweep key ${Date.now()}`, scopes: ['read'] } })
  expect(keyed.status, JSON.stringify(keyed.body)).toBe(201)

  const ofA = `where[customer][equals]=${customerA.id}`
  const companyOfA = (await first(`/memberships?${ofA}`)).company as number
  const money = await companyMoneySubjects(customerA, companyOfA)
  Object.assign(ids, money.ids)
  const links = await recipientLinkSubjects(customerA, await fixtures.project('proposal_sent'))
  Object.assign(ids, links.ids)
  const webhooks = await webhookSubjects(customerA)
  Object.assign(ids, webhooks.ids)
  const accounting = await accountingSubjects(companyOfA)
  Object.assign(ids, accounting.ids)
  const special: Record<string, string> = {
    customers: `/customers?where[id][equals]=${customerA.id}`,
    companies: `/companies?where[id][equals]=${companyOfA}`,
    'member-invitations': `/member-invitations?where[company][equals]=${companyOfA}`,
    'api-keys': `/api-keys?where[company][equals]=${companyOfA}`,
    ...money.paths,
    ...links.paths,
    ...webhooks.paths,
    ...accounting.paths,
    'staff-members': `/staff-members?where[id][equals]=${staff.id}`,
    enquiries: `/enquiries?where[id][equals]=${enquiry.body.doc.id}`,
    projects: `/projects?${ofA}&where[status][equals]=pending`,
    // A line item changes only while its proposal is open.
    'line-items': `/line-items?${ofA}&where[project.status][equals]=proposal_sent`,
    'payment-events': '/payment-events',
    'parcel-events': `/parcel-events?where[trackingNumber][equals]=${await strayParcel()}`,
    'shipping-labels': '/shipping-labels',
    'shipping-manifests': '/shipping-manifests',
    'audit-log': '/audit-log',
    'idempotency-keys': '/idempotency-keys',
  }
  const isPublic = (slug: string) => EXPECTED.some((row) => row.collection === slug && row.verb === 'read' && row.expected.anonymous === 'allow')
  for (const slug of Object.keys(COLLECTIONS)) {
    const subject = special[slug]
      ? await first(special[slug])
      : isPublic(slug)
        ? await first(`/${slug}`, { asVisitor: true })
        : await first(`/${slug}?${ofA}`)
    subjects.set(slug, subject)
  }
  ids.product = subjects.get('products')!.id
  ids.company = companyOfA
  // One for each membership a role's create or delete may make (five roles, two transports, and A's deletes).
  for (let index = 0; index < 14; index += 1) {
    spares.push(
      (await api('/customers', { token: staff.token, body: { email: uniqueEmail('sweep-spare'), password: 'sweep-password-2026' } })).body.doc.id,
    )
  }
  ids.project = subjects.get('projects')!.id
  ids.recipient = subjects.get('recipients')!.id
  shareKey = subjects.get('projects')!.shareKey
}

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  customerA = await login('customers', DEMO.customerA)
  customerB = await login('customers', DEMO.customerB)
  await findSubjects()
})

afterAll(async () => {
  for (const { slug, id } of created.reverse()) await api(`/${slug}/${id}`, { method: 'DELETE', token: staff.token })
})

describe('access sweep: every collection × role × verb over REST and GraphQL, as fixtures/access-sweep.md says', () => {
  it('covers every collection of the app with every verb', () => {
    expect(new Set(EXPECTED.map((row) => row.collection))).toEqual(new Set(appCollections()))
    expect(new Set(Object.keys(COLLECTIONS))).toEqual(new Set(appCollections()))
    expect(EXPECTED).toHaveLength(Object.keys(COLLECTIONS).length * 5)
  })

  it.each(['REST', 'GraphQL'] as const)('%s agrees with the table', async (transport) => {
    const mismatches = await sweep.mismatches(EXPECTED, ROLES, transport)
    expect(mismatches, `${mismatches.length} cells disagree with fixtures/access-sweep.md`).toEqual([])
  })
})
