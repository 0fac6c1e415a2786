import { createHash } from 'node:crypto'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { companyWith, type Member } from '../support/companies'
import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'

/**
 * A company's API keys: its owners and admins make them, each shown once and kept as its hash,
 * with scopes, an optional last day and allow-list; a working key's name is one key however the
 * request is raced; revoking stops a key once; nobody else makes, sees or revokes them, and bad
 * input writes nothing.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'admin', 'requester', 'viewer']

let staff: string
let company: number
let members: Record<CompanyRole, Member>

const inCompany = (member: Member) => ({ token: member.token, headers: { cookie: `company=${company}` } })
const create = (member: Member, body: unknown) => api('/api-keys/create', { ...inCompany(member), body })
const revoke = (member: Member, id: number) => api(`/api-keys/${id}/revoke`, { ...inCompany(member), body: {} })
const keyCount = async () => (await api(`/api-keys?where[company][equals]=${company}&limit=0`, { token: staff })).body.totalDocs as number
const rowOf = async (id: number) => (await rowsOf(`SELECT key_hash, start, open_name, revoked_at FROM api_keys WHERE id = ${id}`))[0]!
const uniqueName = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  ;({ company, members } = await companyWith(staff, 'keys', ROLES))
}, 120_000)

describe(`making an API key (${database})`, () => {
  it('answers the key once; the database keeps its hash and start; no read shows the key or its hash', async () => {
    const name = uniqueName('Warehouse sync')
    const made = await create(members.owner, { name, scopes: ['read', 'shipments:write'] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const { key, apiKey } = made.body as { key: string; apiKey: number }
    expect(key).toMatch(/^swk_[A-Za-z0-9_-]{43}$/)
    expect(made.headers.get('cache-control')).toContain('no-store')

    const row = await rowOf(apiKey)
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'))
    expect(row.start).toBe(key.slice(0, 10))

    const read = await api(`/api-keys/${apiKey}`, inCompany(members.owner))
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ name, start: key.slice(0, 10), scopes: ['read', 'shipments:write'] })
    expect(read.body).not.toHaveProperty('keyHash')
    expect(read.body).not.toHaveProperty('openName')
    const everywhere = [
      JSON.stringify((await api(`/api-keys?where[company][equals]=${company}&depth=1`, { token: staff })).body),
      JSON.stringify((await api(`/api-keys?where[company][equals]=${company}`, inCompany(members.admin))).body),
      await (
        await fetch(`${baseURL()}/dashboard/api-keys`, {
          headers: { cookie: `payload-token=${members.owner.token}; company=${company}`, 'sec-fetch-site': 'same-origin' },
        })
      ).text(),
    ]
    expect(everywhere[2]).toContain(name)
    for (const text of everywhere) {
      expect(text).not.toContain(key)
      expect(text).not.toContain(row.key_hash as string)
    }
  })

  it('keeps its last day (to the end of that day, UTC) and its allow-list as given', async () => {
    const lastDay = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const made = await create(members.admin, {
      name: uniqueName('Payroll'),
      scopes: ['read'],
      expiresOn: lastDay,
      allowedAddresses: '203.0.113.5\n198.51.100.0/24, 203.0.113.5',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const read = await api(`/api-keys/${made.body.apiKey}`, { token: staff })
    expect(read.body.expiresAt).toBe(`${lastDay}T23:59:59.999Z`)
    expect(read.body.allowedAddresses).toEqual(['203.0.113.5', '198.51.100.0/24'])
  })

  it('refuses bad input in plain words, naming the field, and writes nothing', async () => {
    const before = await keyCount()
    const far = new Date(Date.now() + 3 * 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const cases: [unknown, string, string][] = [
      [{ name: ' ', scopes: ['read'] }, 'name', 'Give the key a name, such as the system that will use it.'],
      [{ name: 'x'.repeat(81), scopes: ['read'] }, 'name', 'Keep the name under 80 characters.'],
      [{ name: 'No scopes', scopes: [] }, 'scopes', 'Choose at least one thing the key may do.'],
      [{ name: 'Staff scope', scopes: ['admin'] }, 'scopes', 'Choose what the key may do from the list.'],
      [{ name: 'Past', scopes: ['read'], expiresOn: '2020-01-01' }, 'expiresOn', 'The last day can’t be in the past.'],
      [{ name: 'Far', scopes: ['read'], expiresOn: far }, 'expiresOn', 'A key lives at most 2 years: choose an earlier last day.'],
      [{ name: 'Not a day', scopes: ['read'], expiresOn: 'next week' }, 'expiresOn', 'Enter the last day as a date, like 2027-06-30.'],
      [
        { name: 'Bad list', scopes: ['read'], allowedAddresses: '203.0.113.5\nexample.com' },
        'allowedAddresses',
        '"example.com" is not an IP address or a range such as 203.0.113.0/24.',
      ],
    ]
    for (const [body, field, message] of cases) {
      const refused = await create(members.owner, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body).toMatchObject({ message, field })
    }
    const notJson = await fetch(`${baseURL()}/payload-api/api-keys/create`, {
      method: 'POST',
      headers: { authorization: `JWT ${members.owner.token}`, 'content-type': 'application/json', cookie: `company=${company}` },
      body: '{"name":',
    })
    expect(notJson.status).toBe(400)
    expect(await keyCount()).toBe(before)
  })
})

describe(`who manages API keys (${database})`, () => {
  it('is the company’s owners and admins: others are refused, see no key and revoke none', async () => {
    const outsider = await freshCustomer(staff, 'keys-outsider')
    const made = await create(members.admin, { name: uniqueName('CRM'), scopes: ['read'] })
    expect(made.status).toBe(201)
    const before = await keyCount()
    for (const role of ['requester', 'viewer'] as const) {
      const refused = await create(members[role], { name: uniqueName(role), scopes: ['read'] })
      expect(refused.status, role).toBe(403)
      expect(refused.body.message).toBe('Only the company’s owners and admins manage API keys.')
      expect((await api(`/api-keys?where[company][equals]=${company}`, inCompany(members[role]))).body.totalDocs, role).toBe(0)
      expect((await revoke(members[role], made.body.apiKey)).status, role).toBe(404)
    }
    // The outsider acts in their own company, whatever cookie they send: this company's key is not found.
    expect((await revoke(outsider, made.body.apiKey)).status).toBe(404)
    expect((await api(`/api-keys/${made.body.apiKey}`, inCompany(outsider))).status).toBe(404)
    expect((await api('/api-keys/create', { body: { name: 'Anonymous', scopes: ['read'] } })).status).toBe(401)
    expect(await keyCount()).toBe(before)
    expect((await rowOf(made.body.apiKey)).revoked_at).toBeNull()
  })
})

describe(`a key's name and its revocation (${database})`, () => {
  it('is one working key per name however the request races; revoking twice at once revokes once and frees the name', async () => {
    const name = uniqueName('Racing')
    const answers = await Promise.all([0, 1, 2].map(() => create(members.owner, { name, scopes: ['read'] })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.body).toMatchObject({
      field: 'name',
      message: `A working key is already named “${name}”. Choose another name, or revoke that key first.`,
    })
    const { apiKey } = answers.find((answer) => answer.status === 201)!.body as { apiKey: number }
    expect((await api(`/api-keys?where[name][equals]=${encodeURIComponent(name)}&limit=0`, { token: staff })).body.totalDocs).toBe(1)

    const revokes = await Promise.all([revoke(members.owner, apiKey), revoke(members.admin, apiKey)])
    expect(revokes.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(revokes.find((answer) => answer.status === 409)!.body.message).toBe(`“${name}” was already revoked.`)
    const row = await rowOf(apiKey)
    expect(row.revoked_at).not.toBeNull()
    expect(row.open_name).toBeNull()
    expect([members.owner.id, members.admin.id]).toContain((await api(`/api-keys/${apiKey}?depth=0`, { token: staff })).body.revokedBy)

    const again = await create(members.owner, { name, scopes: ['read'] })
    expect(again.status).toBe(201)
  })

  it('is at most 25 working keys a company, however many requests race for the last places', async () => {
    const { company: capped, members: its } = await companyWith(staff, 'api-keys-cap', ['owner'])
    const make = (name: string) =>
      api('/api-keys/create', { token: its.owner.token, headers: { cookie: `company=${capped}` }, body: { name, scopes: ['read'] } })
    for (let index = 0; index < 23; index += 1) expect((await make(`Key ${index}`)).status).toBe(201)
    const racing = await Promise.all([0, 1, 2, 3, 4].map((index) => make(`Racing ${index}`)))
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409])
    expect(racing.find((answer) => answer.status === 409)!.body.message).toMatch(/at most 25 working keys/)
    const working = await api(`/api-keys?where[company][equals]=${capped}&where[revokedAt][exists]=false&limit=0`, { token: staff })
    expect(working.body.totalDocs).toBe(25)
  })
})
