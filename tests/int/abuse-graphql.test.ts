import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refusalProblems, restOutcome } from '../support/abuse'
import { abuseSubjects, type Session } from '../support/abuse-subjects'
import { uniqueEmail as unique } from '../support/customers'
import { openDatabase } from '../support/db-snapshot'
import { api, graphql } from '../support/http'
import { malformedBodies, malformedFields, type FieldRule, type MalformedCase } from '../support/malformed'

/**
 * Bad input: staff-only endpoints called by customers with any id, and malformed GraphQL
 * requests and mutations; each must be a 4xx with a reason and leave every table of the database as it was.
 */

const database = openDatabase()
let customerA: Session
let customerB: Session
let mine: Record<string, number>
let theirs: Record<string, number>

beforeAll(async () => {
  ;({ customerA, customerB, mine, theirs } = await abuseSubjects())
})

afterAll(() => database.close())

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
