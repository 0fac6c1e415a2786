import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer } from '../support/customers'
import { api, DEMO, graphql, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'

const postgres = Boolean(inject('databaseEnv').DATABASE_URL)
const TRIPWIRE_NAME = 'Fails At Commit'

/**
 * A tripwire that lets every statement through and makes the COMMIT fail: a deferred check, run by
 * the database only as the transaction commits, on a customer renamed to TRIPWIRE_NAME. PostgreSQL
 * raises from a deferred constraint trigger; SQLite finds a dangling deferred foreign key.
 */
const TRIPWIRE = postgres
  ? [
      `create or replace function commit_tripwire() returns trigger language plpgsql as $$ begin raise exception 'commit tripwire'; end $$`,
      `create constraint trigger commit_tripwire after update on customers deferrable initially deferred
       for each row when (new.first_name = '${TRIPWIRE_NAME}') execute function commit_tripwire()`,
    ]
  : [
      `create table commit_tripwire (customer integer references customers(id) deferrable initially deferred)`,
      `create trigger commit_tripwire after update of first_name on customers when new.first_name = '${TRIPWIRE_NAME}'
       begin insert into commit_tripwire values (-1); end`,
    ]
const REMOVE_TRIPWIRE = postgres
  ? ['drop trigger if exists commit_tripwire on customers', 'drop function if exists commit_tripwire()']
  : ['drop trigger if exists commit_tripwire', 'drop table if exists commit_tripwire']

const storedFirstName = async (id: number) => (await rowsOf(`select first_name from customers where id = ${id}`))[0]?.first_name

let customer: Awaited<ReturnType<typeof freshCustomer>>
beforeAll(async () => {
  customer = await freshCustomer((await login('staff-members', DEMO.staff)).token, 'commit')
  for (const statement of TRIPWIRE) await rowsOf(statement)
})
afterAll(async () => {
  for (const statement of REMOVE_TRIPWIRE) await rowsOf(statement)
})

/**
 * Payload's adapters swallow an error thrown by COMMIT. A change the database refused at commit
 * must be answered as not saved, in plain words, and nothing of it kept.
 */
describe('a change whose COMMIT the database refuses', () => {
  it('is answered as not saved over REST, and the account is as it was', async () => {
    const response = await api(`/customers/${customer.id}`, { method: 'PATCH', body: { firstName: TRIPWIRE_NAME }, token: customer.token })
    expect(response.status).toBe(503)
    expect(response.body.errors?.[0]?.message).toMatch(/could not be saved, and nothing was changed/)
    expect(await storedFirstName(customer.id)).toBe('Casey')
    expect((await api('/customers/me?depth=0', { token: customer.token })).body.user.firstName).toBe('Casey')
  })

  it('is answered as not saved over GraphQL', async () => {
    const response = await graphql(
      `mutation ($id: Int!) { updateCustomer(id: $id, data: { firstName: "${TRIPWIRE_NAME}" }) { firstName } }`,
      { id: customer.id },
      customer.token,
    )
    expect(response.body.data?.updateCustomer ?? null).toBeNull()
    expect(response.body.errors?.[0]?.message).toMatch(/could not be saved/)
    expect(await storedFirstName(customer.id)).toBe('Casey')
  })

  it('leaves every other change to commit as before', async () => {
    const response = await api(`/customers/${customer.id}`, { method: 'PATCH', body: { firstName: 'Robin' }, token: customer.token })
    expect(response.status).toBe(200)
    expect(await storedFirstName(customer.id)).toBe('Robin')
  })
})
