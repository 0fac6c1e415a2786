import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refusalProblems, restOutcome } from '../support/abuse'
import { abuseSubjects, type AbuseSubjects, type Session } from '../support/abuse-subjects'
import { uniqueEmail as unique } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api } from '../support/http'
import { malformedInputs, type FieldRule, type MalformedCase } from '../support/malformed'

/**
 * Bad input: every public and customer-facing REST endpoint gets the shared malformed
 * inputs; each must be a 4xx with a reason and leave every table of the database as it was.
 */

const database = openDatabase()
let customerA: Session
let customerB: Session
let inactive: AbuseSubjects['inactive']
let mine: Record<string, number>
let theirs: Record<string, number>

beforeAll(async () => {
  ;({ customerA, customerB, inactive, mine, theirs } = await abuseSubjects())
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
