import pg from 'pg'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { changedTables, openDatabase } from '../support/db-snapshot'
import { api, DEMO, login, request } from '../support/http'
import { idempotencyKeyRows, newKey, uniqueNames } from '../support/idempotency'

/**
 * Idempotency-Key on new enquiries (REST and GraphQL): a retry gets the first answer and writes
 * nothing, a racing duplicate never creates twice, a key reused for another request or a
 * malformed key is refused, and an answer lost after its commit still replays.
 */

const database = inject('databaseLabel')
let staff: string
let customerA: { token: string; id: number }
let product: number

const unique = uniqueNames(database)
const keyRows = (key: string) => idempotencyKeyRows(staff, key)

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  customerA = await freshCustomer(staff, 'idempotency-enquiries')
  product = (await api('/products?limit=1&depth=0')).body.docs[0].id
})

const enquiriesNamed = async (name: string) =>
  (await api(`/enquiries?where[name][equals]=${encodeURIComponent(name)}&depth=0`, { token: staff })).body.docs as { id: number }[]

const createEnquiry = (body: unknown, key?: string, token?: string) =>
  api('/enquiries?depth=0', { body, token, headers: key === undefined ? {} : { 'idempotency-key': key } })

describe(`new enquiries with an Idempotency-Key (${database})`, () => {
  it('REST: a retry after success gets the same answer and creates nothing more', async () => {
    const name = unique('Retried enquiry')
    const key = newKey()
    const body = { name, type: 'wishlist', items: [{ product }] }
    const first = await createEnquiry(body, key, customerA.token)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const retry = await createEnquiry(body, key, customerA.token)
    expect(retry.status).toBe(201)
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await enquiriesNamed(name)).toHaveLength(1)
    expect(await keyRows(key)).toEqual([expect.objectContaining({ endpoint: 'enquiries', client: `customer:${customerA.id}`, status: 201 })])
  })

  it('REST: ten concurrent visitors’ requests with one key create one enquiry', async () => {
    const name = unique('Racing enquiry')
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 10 }, () => createEnquiry({ name }, key)))
    const created = answers.filter((answer) => answer.status === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
      if (answer.status === 201) expect(answer.body).toEqual(created[0]!.body)
    }
    expect(await enquiriesNamed(name)).toHaveLength(1)
    expect(await keyRows(key)).toHaveLength(1)
  })

  it('REST: the same key with another body is a 422 and writes nothing; a bad key is a 400', async () => {
    const name = unique('First enquiry')
    const key = newKey()
    expect((await createEnquiry({ name }, key)).status).toBe(201)
    const db = openDatabase()
    try {
      const before = await db.snapshot()
      const other = await createEnquiry({ name: `${name} changed` }, key)
      expect(other.status).toBe(422)
      expect(other.body.message).toMatch(/already used for a different request/)
      const bad = await createEnquiry({ name: `${name} bad key` }, 'é'.repeat(3))
      expect(bad.status).toBe(400)
      expect(changedTables(before, await db.snapshot())).toEqual([])
    } finally {
      await db.close()
    }
  })

  it('REST: without a key each request creates an enquiry, as before', async () => {
    const name = unique('Unkeyed enquiry')
    expect((await createEnquiry({ name })).status).toBe(201)
    expect((await createEnquiry({ name })).status).toBe(201)
    expect(await enquiriesNamed(name)).toHaveLength(2)
  })

  it('a refused enquiry keeps no answer: the corrected retry with the same key is created', async () => {
    const name = unique('Corrected enquiry')
    const key = newKey()
    expect((await createEnquiry({ name, quantity: 'a million' }, key)).status).toBe(400)
    expect(await keyRows(key)).toHaveLength(0)
    expect((await createEnquiry({ name, quantity: 'a million' }, key)).status).toBe(400)
    expect((await createEnquiry({ name }, key)).status).toBe(201)
    expect(await enquiriesNamed(name)).toHaveLength(1)
  })

  it('GraphQL createEnquiry takes the header: a retry gets the same data and creates nothing more', async () => {
    const name = unique('GraphQL enquiry')
    const key = newKey()
    const mutation = {
      query: 'mutation C($data: mutationEnquiryInput!) { createEnquiry(data: $data) { id name status } }',
      variables: { data: { name, type: 'general', status: 'pending' } },
    }
    const send = () => request('/payload-api/graphql', { body: mutation, headers: { 'idempotency-key': key } })
    const first = await send()
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data.createEnquiry).toMatchObject({ name, status: 'pending' })
    const retry = await send()
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await enquiriesNamed(name)).toHaveLength(1)
    const other = await request('/payload-api/graphql', {
      body: { ...mutation, variables: { data: { ...mutation.variables.data, name: `${name} changed` } } },
      headers: { 'idempotency-key': key },
    })
    expect(other.status).toBe(422)
    expect(await enquiriesNamed(`${name} changed`)).toHaveLength(0)
  })
})

/**
 * A connection lost between an enquiry's commit and the statement that keeps its answer (as when
 * PostgreSQL restarts under load): triggers in the test database fail every change of a `fault-`
 * key's row made outside the transaction that inserted it, with the SQLSTATE of a broken
 * connection. The retry must still get the enquiry that was made, not "still being processed".
 */
describe.runIf(database === 'PostgreSQL')('an enquiry whose answer could not be kept after its commit', () => {
  const statements = async (sql: string[]) => {
    const client = new pg.Client({ connectionString: inject('databaseEnv').DATABASE_URL })
    await client.connect()
    try {
      for (const statement of sql) await client.query(statement)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    await statements([
      'create table fault_key_inserts (id integer primary key, txid bigint not null)',
      `create function fault_note_insert() returns trigger language plpgsql as $$ begin
         if new.key like 'fault-%' then insert into fault_key_inserts values (new.id, txid_current()); end if;
         return new; end $$`,
      `create function fault_refuse_later_change() returns trigger language plpgsql as $$ begin
         if old.key like 'fault-%' and not exists (select 1 from fault_key_inserts where id = old.id and txid = txid_current()) then
           raise exception 'connection lost after the commit' using errcode = '08006';
         end if;
         return new; end $$`,
      'create trigger fault_note_insert after insert on idempotency_keys for each row execute function fault_note_insert()',
      'create trigger fault_refuse_later_change before update on idempotency_keys for each row execute function fault_refuse_later_change()',
    ])
    return () =>
      statements([
        'drop trigger fault_refuse_later_change on idempotency_keys',
        'drop trigger fault_note_insert on idempotency_keys',
        'drop function fault_refuse_later_change()',
        'drop function fault_note_insert()',
        'drop table fault_key_inserts',
      ])
  })

  it('REST: every retry with the key gets the enquiry made once, never a 409', async () => {
    const name = unique('Enquiry cut off after commit')
    const key = `fault-${newKey()}`
    const first = await createEnquiry({ name }, key)
    expect([201, 503], JSON.stringify(first.body)).toContain(first.status)
    const made = await enquiriesNamed(name)
    expect(made).toHaveLength(1)
    for (let attempt = 0; attempt < 3; attempt++) {
      const retry = await createEnquiry({ name }, key)
      expect(retry.status, JSON.stringify(retry.body)).toBe(201)
      expect(retry.body.doc).toMatchObject({ id: made[0]!.id, name })
      expect(retry.headers.get('idempotent-replayed')).toBe('true')
    }
    expect(await enquiriesNamed(name)).toHaveLength(1)
  })

  it('GraphQL: the retry gets the enquiry made once', async () => {
    const name = unique('GraphQL enquiry cut off after commit')
    const key = `fault-${newKey()}`
    const mutation = {
      query: 'mutation C($data: mutationEnquiryInput!) { createEnquiry(data: $data) { id name } }',
      variables: { data: { name, type: 'general', status: 'pending' } },
    }
    const send = () => request('/payload-api/graphql', { body: mutation, headers: { 'idempotency-key': key } })
    expect([200, 503]).toContain((await send()).status)
    const made = await enquiriesNamed(name)
    expect(made).toHaveLength(1)
    const retry = await send()
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect(retry.body.data.createEnquiry).toMatchObject({ id: made[0]!.id, name })
    expect(await enquiriesNamed(name)).toHaveLength(1)
  })
})
