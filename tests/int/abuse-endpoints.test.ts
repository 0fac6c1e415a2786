import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refusalProblems, restOutcome } from '../support/abuse'
import { openDatabase } from '../support/db-snapshot'
import { stockFor, uniqueEmail as unique } from '../support/customers'
import { api, cookieValue, DEMO, graphql, login, setCookie } from '../support/http'
import { malformedBodies, malformedFields, malformedInputs, type FieldRule, type MalformedCase } from '../support/malformed'

/**
 * Issue 7, bad input: every public and customer-facing REST endpoint gets the shared malformed
 * inputs; each must be a 4xx with a reason and leave every table of the database as it was.
 */

type Session = { token: string; id: number }

const database = openDatabase()
let staff: Session
let customerA: Session
let customerB: Session
let inactive: { id: number; cookie: string }
const mine: Record<string, number> = {}
const theirs: Record<string, number> = {}

const firstId = async (path: string) => {
  const { body } = await api(`${path}${path.includes('?') ? '&' : '?'}limit=1&depth=0`, { token: staff.token })
  expect(body.docs.length, `a document at ${path}`).toBe(1)
  return body.docs[0].id as number
}

const ownedBy = (slug: string, customer: Session, extra = '') => firstId(`/${slug}?where[customer][equals]=${customer.id}${extra}`)

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  customerA = await login('customers', DEMO.customerA)
  customerB = await login('customers', DEMO.customerB)
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
  mine.project = await ownedBy('projects', customerA, '&where[status][equals]=pending')
  mine.order = await ownedBy('orders', customerA)
  mine.product = await firstId('/products?where[_status][equals]=published&where[status][equals]=active')
  const created = await api('/customers/create-inactive', { body: { email: unique('abuse-inactive') } })
  expect(created.status).toBe(201)
  inactive = { id: created.body.customer.id, cookie: cookieValue(setCookie(created.headers, 'inactive-customer')) }
})

afterAll(() => database.close())

/** An endpoint under test: where it is, who calls it, a valid input and the rule of each field. */
type Target = {
  name: string
  method?: 'POST' | 'PATCH'
  path: () => string
  valid: () => Record<string, unknown>
  rules: Record<string, FieldRule>
  token?: () => string
  cookie?: () => string
}

const send = (target: Target) => (testCase: MalformedCase) =>
  api(target.path(), {
    method: target.method ?? 'POST',
    token: target.token?.(),
    cookie: target.cookie?.(),
    ...('raw' in testCase ? { rawBody: testCase.raw } : { body: testCase.input }),
  }).then(restOutcome)

const asA = () => customerA.token

const validAddress = () => ({ fullName: 'Ada Lovelace', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' })

const TARGETS: Target[] = [
  {
    name: 'POST /customers/check-registration',
    path: () => '/customers/check-registration',
    valid: () => ({ email: unique('check') }),
    rules: { email: { kind: 'email' } },
  },
  {
    name: 'POST /customers/create-inactive',
    path: () => '/customers/create-inactive',
    valid: () => ({ email: unique('inactive'), phone: { countryCode: 'AU', number: '0412 345 678' } }),
    rules: { email: { kind: 'email' }, phone: { kind: 'phone', optional: true } },
  },
  {
    name: 'POST /customers/update-inactive-customer-email',
    path: () => '/customers/update-inactive-customer-email',
    valid: () => ({ id: inactive.id, email: unique('renamed') }),
    rules: { id: { kind: 'id', foreign: () => [customerA.id, customerB.id] }, email: { kind: 'email' } },
    cookie: () => inactive.cookie,
  },
  {
    name: 'POST /customers/activate-inactive',
    path: () => '/customers/activate-inactive',
    valid: () => ({ id: inactive.id, password: 'correct-horse-battery-2026', firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical' }),
    rules: {
      id: { kind: 'id', foreign: () => [customerA.id, customerB.id] },
      password: { kind: 'password' },
      firstName: { kind: 'text', optional: true },
      lastName: { kind: 'text', optional: true },
      company: { kind: 'text', optional: true },
      phone: { kind: 'phone', optional: true },
    },
    cookie: () => inactive.cookie,
  },
  {
    name: 'POST /customers/login',
    path: () => '/customers/login',
    valid: () => ({ email: unique('nobody'), password: 'not-the-password-2026' }),
    rules: { email: { kind: 'email' }, password: { kind: 'password' } },
  },
  {
    name: 'POST /customers/forgot-password',
    path: () => '/customers/forgot-password',
    valid: () => ({ email: unique('forgot') }),
    rules: { email: { kind: 'email' } },
  },
  {
    name: 'POST /customers/reset-password',
    path: () => '/customers/reset-password',
    valid: () => ({ token: 'f'.repeat(40), password: 'correct-horse-battery-2026' }),
    rules: { token: { kind: 'token' }, password: { kind: 'password' } },
  },
  {
    name: 'POST /customers (sign-up over REST)',
    path: () => '/customers',
    valid: () => ({ email: unique('signup'), password: 'correct-horse-battery-2026', firstName: 'Ada', lastName: 'Lovelace' }),
    rules: {
      email: { kind: 'email' },
      password: { kind: 'password' },
      firstName: { kind: 'text', optional: true },
      lastName: { kind: 'text', optional: true },
    },
  },
  {
    name: 'PATCH /customers/:id (own account)',
    method: 'PATCH',
    path: () => `/customers/${customerA.id}`,
    valid: () => ({ firstName: 'Jordan', company: 'Acme', phone: { countryCode: 'AU', number: '0412 345 678' } }),
    rules: { firstName: { kind: 'text', optional: true }, company: { kind: 'text', optional: true }, phone: { kind: 'phone', optional: true } },
    token: asA,
  },
  {
    name: 'POST /enquiries (visitor)',
    path: () => '/enquiries',
    valid: () => ({ name: 'My Epic Swag', type: 'wishlist', status: 'pending', quantity: '10 to 25', items: [{ product: mine.product }] }),
    rules: {
      name: { kind: 'text' },
      type: { kind: 'choice', optional: true },
      quantity: { kind: 'choice', optional: true },
      budget: { kind: 'choice', optional: true },
      email: { kind: 'email', optional: true },
      'items.0.product': { kind: 'id' },
    },
  },
  {
    name: 'POST /recipients (customer)',
    path: () => '/recipients',
    valid: validAddress,
    rules: {
      fullName: { kind: 'text' },
      address1: { kind: 'text' },
      postcode: { kind: 'text' },
      country: { kind: 'choice', optional: true },
      email: { kind: 'email', optional: true },
    },
    token: asA,
  },
  {
    name: 'PATCH /recipients/:id (own recipient)',
    method: 'PATCH',
    path: () => `/recipients/${mine.recipient}`,
    valid: () => ({}),
    rules: { fullName: { kind: 'text', optional: true }, postcode: { kind: 'text', optional: true }, state: { kind: 'choice', optional: true } },
    token: asA,
  },
  {
    name: 'POST /shipments (customer)',
    path: () => '/shipments',
    valid: () => ({ recipient: mine.recipient, items: [{ inventoryItem: mine.inventoryItem, quantity: 1 }] }),
    rules: {
      recipient: { kind: 'id', foreign: () => [theirs.recipient] },
      'items.0.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
      // Left out, a quantity is 1.
      'items.0.quantity': { kind: 'quantity', optional: true },
    },
    token: asA,
  },
  {
    name: 'POST /shipments/request (customer)',
    path: () => '/shipments/request',
    valid: () => ({ items: [{ inventoryItem: mine.inventoryItem, quantity: 1 }], recipients: [mine.recipient] }),
    rules: {
      recipients: { kind: 'ids', foreign: () => [theirs.recipient] },
      'items.0.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
      'items.0.quantity': { kind: 'quantity' },
    },
    token: asA,
  },
  {
    name: 'POST /sample-requests (customer)',
    path: () => '/sample-requests',
    valid: () => ({ recipient: mine.recipient, products: [mine.product], comments: 'Two of each, please.' }),
    rules: { recipient: { kind: 'id', foreign: () => [theirs.recipient] }, products: { kind: 'ids' }, comments: { kind: 'text', optional: true } },
    token: asA,
  },
  {
    name: 'PATCH /projects/:id (own pending project)',
    method: 'PATCH',
    path: () => `/projects/${mine.project}`,
    valid: () => ({}),
    rules: {
      visibility: { kind: 'choice', optional: true },
      packingType: { kind: 'choice', optional: true },
      numberOfPacks: { kind: 'quantity', optional: true },
      status: { kind: 'choice', optional: true },
      singleDropRecipient: { kind: 'id', optional: true, foreign: () => [theirs.recipient] },
    },
    token: asA,
  },
  {
    name: 'PATCH /orders/:id (own order)',
    method: 'PATCH',
    path: () => `/orders/${mine.order}`,
    valid: () => ({}),
    rules: { status: { kind: 'choice', optional: true }, artworkReviewItems: { kind: 'object', optional: true } },
    token: asA,
  },
  {
    name: 'PATCH /line-items/:id (own line item)',
    method: 'PATCH',
    path: () => `/line-items/${mine.lineItem}`,
    valid: () => ({}),
    rules: { quantity: { kind: 'quantity', optional: true }, sizes: { kind: 'object', optional: true } },
    token: asA,
  },
]

describe('malformed input to the REST API: a 4xx with a reason, nothing written', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    const cases = malformedInputs(target.valid(), target.rules)
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(await refusalProblems(cases, send(target), database)).toEqual([])
  })
})

/** The staff-only endpoints that take an id in the path, called by a customer and by a visitor. */
const STAFF_ONLY_PATHS = [
  (id: unknown) => `/customers/${id}/impersonate`,
  (id: unknown) => `/customers/${id}/resend-activation`,
  (id: unknown) => `/enquiries/${id}/create-project`,
]

const PATH_IDS = ['-1', '0', '1.5', '987654321', '1%20OR%201%3D1', '%F0%9F%98%80', '..%2F1', 'null', `${'9'.repeat(400)}`]

describe('staff-only endpoints, called by customers and visitors with any id', () => {
  it.each(STAFF_ONLY_PATHS.map((path) => [path('{id}'), path] as const))('%s', async (_name, path) => {
    const ids = [...PATH_IDS, String(customerA.id), String(customerB.id)]
    const cases: MalformedCase[] = ids.flatMap((id) => [
      { label: `customer A, id ${id}`, input: { id, token: customerA.token } },
      { label: `visitor, id ${id}`, input: { id } },
    ])
    const call = (testCase: MalformedCase) => {
      const { id, token } = 'input' in testCase ? (testCase.input as { id: string; token?: string }) : { id: '', token: undefined }
      return api(path(id), { body: {}, token }).then(restOutcome)
    }
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(await refusalProblems(cases, call, database)).toEqual([])
  })
})

describe('malformed GraphQL requests and mutations', () => {
  it('answers bodies that are not a GraphQL request with a 4xx and a reason', async () => {
    const call = (testCase: MalformedCase) =>
      api('/graphql', 'raw' in testCase ? { rawBody: testCase.raw } : { body: testCase.input }).then(restOutcome)
    const cases: MalformedCase[] = [
      ...malformedBodies(),
      { label: 'query: a number', input: { query: 42 } },
      { label: 'query: missing', input: { variables: {} } },
    ]
    expect(await refusalProblems(cases, call, database)).toEqual([])
  })

  type Mutation = { name: string; query: string; valid: () => Record<string, unknown>; rules: Record<string, FieldRule>; customer?: boolean }

  const MUTATIONS: Mutation[] = [
    {
      name: 'loginCustomer',
      query: 'mutation M($email: String, $password: String) { loginCustomer(email: $email, password: $password) { token } }',
      valid: () => ({ email: unique('nobody'), password: 'not-the-password-2026' }),
      rules: { email: { kind: 'email' }, password: { kind: 'password' } },
    },
    {
      name: 'forgotPasswordCustomer',
      query: 'mutation M($email: String!) { forgotPasswordCustomer(email: $email) }',
      valid: () => ({ email: unique('nobody') }),
      rules: { email: { kind: 'email' } },
    },
    {
      name: 'createEnquiry',
      query: 'mutation M($data: mutationEnquiryInput!) { createEnquiry(data: $data) { id } }',
      valid: () => ({ data: { name: 'My Fun Kit', type: 'wishlist', status: 'pending' } }),
      rules: { 'data.name': { kind: 'text' }, 'data.type': { kind: 'choice', optional: true }, 'data.quantity': { kind: 'choice', optional: true } },
    },
    {
      name: 'createShipment (customer A)',
      query: 'mutation M($data: mutationShipmentInput!) { createShipment(data: $data) { id } }',
      valid: () => ({ data: { recipient: mine.recipient, items: [{ inventoryItem: mine.inventoryItem, quantity: 1 }] } }),
      rules: {
        'data.recipient': { kind: 'id', foreign: () => [theirs.recipient] },
        'data.items.0.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
        'data.items.0.quantity': { kind: 'quantity', optional: true },
      },
      customer: true,
    },
  ]

  // GraphQL answers a well-formed request whose operation fails with errors in a 200: the reason
  // must be there and nothing written; only a broken request is a 4xx.
  it.each(MUTATIONS.map((mutation) => [mutation.name, mutation] as const))('%s: errors with a reason, nothing written', async (_name, mutation) => {
    const token = mutation.customer ? customerA.token : undefined
    const cases: MalformedCase[] = [
      { label: 'variables: a string', raw: JSON.stringify({ query: mutation.query, variables: 'nope' }) },
      { label: 'variables: a list', raw: JSON.stringify({ query: mutation.query, variables: [1] }) },
      { label: 'query: cut short', raw: JSON.stringify({ query: mutation.query.slice(0, -3), variables: mutation.valid() }) },
      ...malformedFields(mutation.valid(), mutation.rules),
    ]
    const call = async (testCase: MalformedCase) => {
      const response =
        'raw' in testCase ? await api('/graphql', { rawBody: testCase.raw, token }) : await graphql(mutation.query, testCase.input, token)
      const reason = response.body?.errors?.[0]?.message ?? null
      return { status: response.status >= 500 ? response.status : 400, reason: response.status < 500 && reason ? reason : null }
    }
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(await refusalProblems(cases, call, database)).toEqual([])
  })
})
