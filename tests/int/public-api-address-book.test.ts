import { beforeAll, describe, expect, inject, it } from 'vitest'

import { shippingCompany, type ShippingCompany } from '../support/companies'
import { api, DEMO, login } from '../support/http'
import { keyFor, v1 } from '../support/public-api'

/**
 * The address book through the public API: a recipient changed field by field and checked whole,
 * a list imported with its good recipients added and the others reported, once however often a
 * keyed import is retried or raced; a read-only key, another company's recipient and bad bodies
 * change nothing.
 */

const database = inject('databaseLabel')

let shipper: ShippingCompany
let writing: string
let reading: string
let theirRecipient: number

const pointers = (body: { errors?: { pointer: string }[] }) => (body.errors ?? []).map((error) => error.pointer).sort()
const bookSize = async () => (await v1('/recipients?limit=1', reading)).body.totalDocs as number
const person = (name: string) => ({ fullName: name, address1: '2 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' })
const importList = (recipients: unknown, idempotencyKey?: string, key = writing) =>
  v1('/recipients/import', key, { body: { recipients }, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} })

beforeAll(async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'v1-book', ['owner'], 1)
  writing = (await keyFor(shipper.members.owner, shipper.company, ['recipients:write'])).key
  reading = (await keyFor(shipper.members.owner, shipper.company, ['read'])).key
  const other = await shippingCompany(staff, 'v1-book-other', ['owner'], 1)
  theirRecipient = (await api(`/recipients?where[company][equals]=${other.company}&depth=0`, { token: staff })).body.docs[0].id
}, 180_000)

describe(`the public API's address book (${database})`, () => {
  it('changes the fields sent, keeps the others, and checks the recipient as changed', async () => {
    const made = await v1('/recipients', writing, { body: { ...person('Sam Lee'), email: 'sam@example.com', companyName: 'Acme' } })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const id = made.body.id as number
    const changed = await v1(`/recipients/${id}`, writing, {
      method: 'PATCH',
      body: { suburb: 'Melbourne', state: 'victoria', postcode: '3000', email: null },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({
      id,
      fullName: 'Sam Lee',
      companyName: 'Acme',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      email: null,
    })
    expect((await v1(`/recipients/${id}`, reading)).body).toMatchObject({ suburb: 'Melbourne', state: 'VIC', email: null })

    const refused = [
      // A postcode of another state, checked against the stored state.
      [{ postcode: '2000' }, ['/postcode']],
      [{ fullName: '', email: 'not-an-email' }, ['/email', '/fullName']],
      [{ fullname: 'Typo' }, ['/fullname']],
      [{ phone: 42 }, ['/phone']],
      [{}, ['/']],
    ] as const
    for (const [body, expected] of refused) {
      const answer = await v1(`/recipients/${id}`, writing, { method: 'PATCH', body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.type).toBe('/api/v1/docs#problem-invalid-request')
      expect(pointers(answer.body), JSON.stringify(answer.body)).toEqual(expected)
    }
    expect((await v1(`/recipients/${id}`, reading)).body).toMatchObject({ fullName: 'Sam Lee', postcode: '3000', phone: null })
  })

  it('refuses a read-only key and another company’s recipient, changing nothing', async () => {
    const id = (await v1('/recipients', writing, { body: person('Kim Ng') })).body.id as number
    const readOnly = await v1(`/recipients/${id}`, reading, { method: 'PATCH', body: { fullName: 'Changed' } })
    expect([readOnly.status, readOnly.body.type]).toEqual([403, '/api/v1/docs#problem-scope-missing'])
    const theirs = await v1(`/recipients/${theirRecipient}`, writing, { method: 'PATCH', body: { fullName: 'Changed' } })
    expect([theirs.status, theirs.body.type]).toEqual([404, '/api/v1/docs#problem-not-found'])
    expect((await v1(`/recipients/${id}`, reading)).body.fullName).toBe('Kim Ng')
    expect((await v1(`/recipients/99999999`, writing, { method: 'PATCH', body: { fullName: 'X' } })).status).toBe(404)
  })

  it('imports a list’s good recipients in order and reports each problem of the others by index and field', async () => {
    const before = await bookSize()
    const list = [person('Ana One'), { ...person(''), email: 'nope' }, person('Ben Two'), 'not a recipient', { ...person('Cy Three'), country: 'nz' }]
    const imported = await importList(list)
    expect(imported.status, JSON.stringify(imported.body)).toBe(201)
    expect(imported.body.data.map((recipient: { fullName: string; country: string }) => [recipient.fullName, recipient.country])).toEqual([
      ['Ana One', 'AU'],
      ['Ben Two', 'AU'],
      ['Cy Three', 'NZ'],
    ])
    expect(imported.body.problems).toEqual([
      { index: 1, pointer: '/recipients/1/fullName', detail: expect.any(String) },
      { index: 1, pointer: '/recipients/1/email', detail: expect.any(String) },
      { index: 3, pointer: '/recipients/3', detail: expect.any(String) },
    ])
    expect(await bookSize()).toBe(before + 3)
  })

  it('refuses a list with no good recipient, or none, or too many, or a read-only key, and adds nothing', async () => {
    const before = await bookSize()
    const none = await importList([{ fullName: 'No Address' }, { ...person('Bad Postcode'), postcode: '3000' }])
    expect(none.status).toBe(400)
    expect(pointers(none.body)).toEqual([
      '/recipients/0/address1',
      '/recipients/0/postcode',
      '/recipients/0/state',
      '/recipients/0/suburb',
      '/recipients/1/postcode',
    ])
    expect(pointers((await importList([])).body)).toEqual(['/recipients'])
    expect((await importList(Array.from({ length: 501 }, (_, index) => person(`P ${index}`)))).status).toBe(400)
    expect((await importList('Ana')).status).toBe(400)
    const readOnly = await importList([person('Read Only')], undefined, reading)
    expect([readOnly.status, readOnly.body.type]).toEqual([403, '/api/v1/docs#problem-scope-missing'])
    expect(await bookSize()).toBe(before)
  })

  it('imports once however often a keyed import is retried or raced', async () => {
    const before = await bookSize()
    const key = `v1-import-${Date.now()}`
    const list = [person('Race One'), person('Race Two')]
    const answers = await Promise.all(Array.from({ length: 4 }, () => importList(list, key)))
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
    const made = answers.filter((answer) => answer.status === 201)
    expect(made.length).toBeGreaterThan(0)
    const ids = new Set(made.map((answer) => JSON.stringify(answer.body.data.map((recipient: { id: number }) => recipient.id))))
    expect(ids.size).toBe(1)
    expect(await bookSize()).toBe(before + 2)

    const retried = await importList(list, key)
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([201, 'true'])
    expect(JSON.stringify(retried.body.data.map((recipient: { id: number }) => recipient.id))).toBe([...ids][0])
    expect((await importList([person('Someone Else')], key)).status).toBe(422)
    expect(await bookSize()).toBe(before + 2)
  })
})
