import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { companyMoneySubjects, sweepCollections } from '../support/access-sweep-collections'
import { uniqueEmail } from '../support/customers'
import { api, DEMO, login, request } from '../support/http'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * The access-control sweep: every collection × role × verb, over REST and GraphQL, against the table in fixtures/access-sweep.md
 * (written from the design). Disagreements are listed one per line, so the table and the code can be compared at a glance.
 */

type Verdict = 'allow' | 'deny'
type Verb = 'create' | 'read' | 'list' | 'update' | 'delete'
const ROLES = ['anonymous', 'customer A', 'customer B', 'share link', 'staff'] as const
type Role = (typeof ROLES)[number]

const EXPECTED = readFileSync(path.join(import.meta.dirname, 'fixtures', 'access-sweep.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| [a-z-]+ \| [a-z]+ \|/.test(line) && !line.startsWith('| collection'))
  .map((line) => {
    const [collection, verb, ...verdicts] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    return {
      collection: collection!,
      verb: verb as Verb,
      expected: Object.fromEntries(ROLES.map((role, i) => [role, verdicts[i] as Verdict])) as Record<Role, Verdict>,
    }
  })

type Session = { token: string; id: number }
let staff: Session
let customerA: Session
let customerB: Session
let shareKey: string
const ids: Record<string, number> = {}
const subjects = new Map<string, Record<string, any>>()
const created: { slug: string; id: number }[] = []

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
const withKey = (role: Role, url: string) =>
  role === 'share link' ? `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(shareKey)}` : url

const rest = (role: Role, method: string, url: string, body?: unknown) => api(withKey(role, url), { method, body, token: tokenOf(role) })

const gql = (role: Role, query: string, variables: Record<string, unknown>) =>
  request<{ data?: any; errors?: { message: string }[] }>(withKey(role, '/payload-api/graphql'), { body: { query, variables }, token: tokenOf(role) })

const DENIED = /not allowed|unauthori[sz]ed|forbidden|not found/i

/** Allow, deny, or what happened instead (a test or sample problem, reported as a mismatch). */
type Outcome = Verdict | `unexpected: ${string}`

const restStatus = (status: number, body: any): Outcome =>
  status >= 200 && status < 300 ? 'allow' : [401, 403, 404].includes(status) ? 'deny' : `unexpected: ${status} ${JSON.stringify(body).slice(0, 160)}`

const graphqlErrors = (errors: { message: string }[] | undefined, allowWith: boolean): Outcome => {
  if (!errors?.length) return allowWith ? 'allow' : 'unexpected: no data and no error'
  return DENIED.test(errors[0]!.message) ? 'deny' : `unexpected: ${errors[0]!.message.slice(0, 160)}`
}

/** A create that passed access but was refused for its content still shows the role may create. */
const createOutcome = (status: number, body: any): Outcome => (status === 400 || status === 409 ? 'allow' : restStatus(status, body))

const stillThere = async (slug: string, id: number) => (await api(`/${slug}/${id}?depth=0`, { token: staff.token })).status === 200

const run: Record<Verb, Record<'REST' | 'GraphQL', (slug: string, role: Role, expected: Verdict) => Promise<Outcome>>> = {
  read: {
    REST: async (slug, role) => {
      const id = subjects.get(slug)!.id
      const response = await rest(role, 'GET', `/${slug}/${id}?depth=0`)
      return response.status === 200
        ? response.body.id === id
          ? 'allow'
          : 'unexpected: another document'
        : restStatus(response.status, response.body)
    },
    GraphQL: async (slug, role) => {
      const { one } = COLLECTIONS[slug]!
      const id = subjects.get(slug)!.id
      const response = await gql(role, `query Q($id: Int!) { ${one}(id: $id) { id } }`, { id })
      return response.body.data?.[one]?.id === id ? 'allow' : graphqlErrors(response.body.errors, false)
    },
  },
  list: {
    REST: async (slug, role) => {
      const id = subjects.get(slug)!.id
      const response = await rest(role, 'GET', `/${slug}?where[id][equals]=${id}&depth=0`)
      if (response.status !== 200) return restStatus(response.status, response.body)
      return response.body.docs.some((doc: { id: number }) => doc.id === id) ? 'allow' : 'deny'
    },
    GraphQL: async (slug, role) => {
      const { many } = COLLECTIONS[slug]!
      const id = subjects.get(slug)!.id
      const response = await gql(role, `query Q($id: Int) { ${many}(where: { id: { equals: $id } }) { docs { id } } }`, { id })
      const docs = response.body.data?.[many]?.docs as { id: number }[] | undefined
      if (docs) return docs.some((doc) => doc.id === id) ? 'allow' : 'deny'
      return graphqlErrors(response.body.errors, false)
    },
  },
  create: {
    REST: async (slug, role) => {
      const response = await rest(role, 'POST', `/${slug}`, COLLECTIONS[slug]!.data())
      if (response.status === 201) created.push({ slug, id: response.body.doc.id })
      return createOutcome(response.status, response.body)
    },
    GraphQL: async (slug, role) => {
      const { one, data } = COLLECTIONS[slug]!
      const response = await gql(role, `mutation M($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, { data: data() })
      const id = response.body.data?.[`create${one}`]?.id
      if (id) {
        created.push({ slug, id })
        return 'allow'
      }
      const message = response.body.errors?.[0]?.message ?? ''
      if (/^Variable "\$data"/.test(message)) return `unexpected: ${message.slice(0, 160)}`
      return DENIED.test(message) ? 'deny' : 'allow'
    },
  },
  update: {
    REST: async (slug, role) => {
      const { field } = COLLECTIONS[slug]!
      const subject = subjects.get(slug)!
      const response = await rest(role, 'PATCH', `/${slug}/${subject.id}`, { [field]: subject[field] ?? null })
      return restStatus(response.status, response.body)
    },
    GraphQL: async (slug, role) => {
      const { one, field } = COLLECTIONS[slug]!
      const subject = subjects.get(slug)!
      const response = await gql(role, `mutation M($id: Int!, $data: mutation${one}UpdateInput!) { update${one}(id: $id, data: $data) { id } }`, {
        id: subject.id,
        data: { [field]: subject[field] ?? null },
      })
      return response.body.data?.[`update${one}`]?.id === subject.id ? 'allow' : graphqlErrors(response.body.errors, false)
    },
  },
  delete: {
    REST: async (slug, role, expected) => {
      if (expected === 'allow' && role === 'staff') {
        const probe = await rest(role, 'DELETE', `/${slug}?where[id][equals]=0`)
        return restStatus(probe.status, probe.body)
      }
      if (expected === 'allow') return deleteOwnThrowaway(slug, role, 'REST')
      const id = subjects.get(slug)!.id
      const response = await rest(role, 'DELETE', `/${slug}/${id}`)
      return (await stillThere(slug, id)) ? restStatus(response.status, response.body) : 'allow'
    },
    GraphQL: async (slug, role, expected) => {
      const { one } = COLLECTIONS[slug]!
      const remove = (id: number) => gql(role, `mutation D($id: Int!) { delete${one}(id: $id) { id } }`, { id })
      if (expected === 'allow' && role === 'staff') {
        // Staff access is yes or no, never a filter: "Not Found" for an id that does not exist means it was yes.
        const message = (await remove(0)).body.errors?.[0]?.message ?? ''
        return /not found/i.test(message) ? 'allow' : DENIED.test(message) ? 'deny' : `unexpected: ${message}`
      }
      if (expected === 'allow') return deleteOwnThrowaway(slug, role, 'GraphQL')
      const id = subjects.get(slug)!.id
      const response = await remove(id)
      return (await stillThere(slug, id)) ? graphqlErrors(response.body.errors, false) : 'allow'
    },
  },
}

/** A customer's own delete, shown on a document the customer first creates for the purpose. */
const deleteOwnThrowaway = async (slug: string, role: Role, transport: 'REST' | 'GraphQL'): Promise<Outcome> => {
  const made = await rest(COLLECTIONS[slug]!.byStaff ? 'staff' : role, 'POST', `/${slug}`, COLLECTIONS[slug]!.data())
  if (made.status !== 201) return `unexpected: could not create one to delete (${made.status})`
  const id = made.body.doc.id as number
  const { one } = COLLECTIONS[slug]!
  if (transport === 'REST') await rest(role, 'DELETE', `/${slug}/${id}`)
  else await gql(role, `mutation D($id: Int!) { delete${one}(id: $id) { id } }`, { id })
  if (!(await stillThere(slug, id))) return 'allow'
  created.push({ slug, id })
  return 'deny'
}

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

  const ofA = `where[customer][equals]=${customerA.id}`
  const companyOfA = (await first(`/memberships?${ofA}`)).company as number
  const money = await companyMoneySubjects(customerA, companyOfA)
  Object.assign(ids, money.ids)
  const special: Record<string, string> = {
    customers: `/customers?where[id][equals]=${customerA.id}`,
    companies: `/companies?where[id][equals]=${companyOfA}`,
    'member-invitations': `/member-invitations?where[company][equals]=${companyOfA}`,
    ...money.paths,
    'staff-members': `/staff-members?where[id][equals]=${staff.id}`,
    enquiries: `/enquiries?where[id][equals]=${enquiry.body.doc.id}`,
    projects: `/projects?${ofA}&where[status][equals]=pending`,
    // A line item changes only while its proposal is open.
    'line-items': `/line-items?${ofA}&where[project.status][equals]=proposal_sent`,
    'payment-events': '/payment-events',
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
    expect(new Set(EXPECTED.map((row) => row.collection))).toEqual(new Set(Object.keys(COLLECTIONS)))
    expect(EXPECTED).toHaveLength(Object.keys(COLLECTIONS).length * 5)
  })

  it.each(['REST', 'GraphQL'] as const)('%s agrees with the table', async (transport) => {
    const mismatches: string[] = []
    // Deletes last: a delete wrongly allowed would take the subject away from the other verbs.
    const rows = [...EXPECTED].sort((a, b) => Number(a.verb === 'delete') - Number(b.verb === 'delete'))
    for (const { collection, verb, expected } of rows) {
      for (const role of ROLES) {
        const actual = await run[verb][transport](collection, role, expected[role])
        if (actual !== expected[role]) mismatches.push(`${collection} · ${verb} · ${role}: expected ${expected[role]}, got ${actual}`)
      }
    }
    expect(mismatches, `${mismatches.length} cells disagree with fixtures/access-sweep.md`).toEqual([])
  })
})
