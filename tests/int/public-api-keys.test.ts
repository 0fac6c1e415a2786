import { beforeAll, describe, expect, inject, it } from 'vitest'

import { companyWith, type Member } from '../support/companies'
import { api, DEMO, graphql, login } from '../support/http'
import { keyFor, v1 } from '../support/public-api'
import { rowsOf } from '../support/raw-sql'

/**
 * How the public API takes a key: every refusal (no key, a malformed, unknown, revoked or expired
 * key, a key without the scope, from outside its allow-list, over its budget) answered as problem
 * details and saying why; a key opens the API only, never Payload's REST or GraphQL; use is recorded.
 */

const database = inject('databaseLabel')

let company: number
let owner: Member

const expectProblem = (answer: { status: number; body: any; headers: Headers }, status: number, kind: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.headers.get('content-type')).toBe('application/problem+json')
  expect(answer.body).toMatchObject({ type: `/api/v1/docs#problem-${kind}`, status })
  expect(answer.body.title.length).toBeGreaterThan(0)
  expect(answer.body.detail.length).toBeGreaterThan(0)
}

beforeAll(async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  ;({
    company,
    members: { owner },
  } = await companyWith(staff, 'v1-keys', ['owner']))
}, 120_000)

describe(`the public API's keys (${database})`, () => {
  it('refuses a request without a key, or with one that is malformed or unknown, as 401 with WWW-Authenticate', async () => {
    const none = await v1('/inventory', null)
    expectProblem(none, 401, 'missing-key')
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expectProblem(await v1('/inventory', null, { authorization: 'Basic dXNlcjpwYXNz' }), 401, 'invalid-key')
    expectProblem(await v1('/inventory', null, { authorization: 'Bearer swk_short' }), 401, 'invalid-key')
    expectProblem(await v1('/inventory', `swk_${'A'.repeat(43)}`), 401, 'invalid-key')
  })

  it('refuses a revoked key at once and an expired one, each saying so', async () => {
    const revoked = await keyFor(owner, company, ['read'])
    expect((await v1('/inventory', revoked.key)).status).toBe(200)
    const done = await api(`/api-keys/${revoked.apiKey}/revoke`, { token: owner.token, headers: { cookie: `company=${company}` }, body: {} })
    expect(done.status).toBe(200)
    expectProblem(await v1('/inventory', revoked.key), 401, 'key-revoked')

    const expired = await keyFor(owner, company, ['read'])
    await rowsOf(`UPDATE api_keys SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ${expired.apiKey}`)
    expectProblem(await v1('/inventory', expired.key), 401, 'key-expired')
  })

  it('lets a key do only what its scopes name', async () => {
    const writer = await keyFor(owner, company, ['shipments:write'])
    const refused = await v1('/shipments', writer.key)
    expectProblem(refused, 403, 'scope-missing')
    expect(refused.body.detail).toContain('"read"')
  })

  it('takes a key with an allow-list only from the addresses and ranges it names', async () => {
    const { key } = await keyFor(owner, company, ['read'], { allowedAddresses: '203.0.113.0/24\n2001:db8::7' })
    expect((await v1('/inventory', key, { address: '203.0.113.77' })).status).toBe(200)
    expect((await v1('/inventory', key, { address: '2001:db8::7' })).status).toBe(200)
    const outside = await v1('/inventory', key, { address: '198.51.100.4' })
    expectProblem(outside, 403, 'address-not-allowed')
    expect(outside.body.detail).toContain('198.51.100.4')
  })

  it('records when and from where a key was last used', async () => {
    const { key, apiKey } = await keyFor(owner, company, ['read'])
    const before = Date.now()
    expect((await v1('/projects', key, { address: '192.0.2.10' })).status).toBe(200)
    const [row] = await rowsOf(`SELECT last_used_at, last_used_from FROM api_keys WHERE id = ${apiKey}`)
    expect(row!.last_used_from).toBe('192.0.2.10')
    expect(new Date(String(row!.last_used_at)).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('counts each key’s requests a minute, says what is left, and answers 429 with Retry-After past the budget', async () => {
    const { key } = await keyFor(owner, company, ['read'])
    const answers = []
    for (let sent = 0; sent < 60; sent += 1) answers.push(await v1('/products?limit=1', key))
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200))
    expect(answers[0]!.headers.get('ratelimit-limit')).toBe('60')
    expect(answers[0]!.headers.get('ratelimit-remaining')).toBe('59')
    expect(answers[59]!.headers.get('ratelimit-remaining')).toBe('0')
    expect(Number(answers[59]!.headers.get('ratelimit-reset'))).toBeGreaterThan(0)
    const over = await v1('/products?limit=1', key)
    expectProblem(over, 429, 'rate-limited')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another key of the same company has a budget of its own.
    expect((await v1('/products?limit=1', (await keyFor(owner, company, ['read'])).key)).status).toBe(200)
  })

  it('opens the API only: Payload’s REST and GraphQL do not take a key, whatever its scopes', async () => {
    const { key } = await keyFor(owner, company, ['read', 'shipments:write', 'recipients:write', 'links:write', 'projects:write'])
    const booked = await api('/shipments/request', { token: key, body: { items: [], recipients: [] } })
    expect(booked.status).toBeGreaterThanOrEqual(401)
    expect(booked.status).toBeLessThan(404)
    const read = await api('/shipments', { token: key })
    expect(read.status === 403 || read.body.totalDocs === 0, JSON.stringify(read.body)).toBe(true)
    const mutation = await graphql(
      'mutation { createRecipient(data: { fullName: "X", address1: "1 St", suburb: "S", country: "AU" }) { id } }',
      {},
      key,
    )
    expect(mutation.body.data?.createRecipient ?? null).toBeNull()
    expect(mutation.body.errors?.length).toBeGreaterThan(0)
  })

  it('answers bad parameters with each one named, and a wrong id as not found', async () => {
    const { key } = await keyFor(owner, company, ['read'])
    const bad = await v1('/projects?limit=500&page=x&colour=red', key)
    expectProblem(bad, 400, 'invalid-request')
    expect(bad.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(['/colour', '/limit', '/page'])
    expectProblem(await v1('/projects/abc', key), 404, 'not-found')
    expectProblem(await v1('/projects/999999999', key), 404, 'not-found')
  })
})
