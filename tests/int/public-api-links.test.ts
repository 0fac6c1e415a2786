import { beforeAll, describe, expect, inject, it } from 'vitest'

import { companyWith, shippingCompany, type ShippingCompany } from '../support/companies'
import { uniqueEmail } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { keyFor, v1 } from '../support/public-api'
import { reviewFixtures, type ReviewProject } from '../support/review-fixtures'

/**
 * Recipient links through the public API: a key with links:write makes collect and ship links as
 * the dashboard does, a read key lists them and what recipients sent (their sizes, the shipment
 * booked); bad bodies, a read-only key and another company's ids make and show nothing.
 */

const database = inject('databaseLabel')

let staff: string
let shipper: ShippingCompany
let project: ReviewProject
let linking: string
let reading: string
let outsider: string
let size: { id: number; label: string }

const makeLink = (body: unknown, key = linking) => v1('/recipient-links', key, { body })
const linkCount = async () => (await v1('/recipient-links?limit=1', reading)).body.totalDocs as number
const pointers = (body: { errors?: { pointer: string }[] }) => (body.errors ?? []).map((error) => error.pointer).sort()

/** A recipient answering through the link's own URL, as they would from the email or page it was shared on. */
const respond = (url: string, body: unknown) => {
  const { pathname, searchParams } = new URL(url)
  return api(`/recipient-links/${pathname.split('/').pop()}/respond?key=${encodeURIComponent(searchParams.get('key')!)}`, { body })
}

const recipient = (label: string) => ({
  fullName: `Linked ${label}`,
  email: uniqueEmail(`v1-link-${label}`),
  address1: '55 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
})

/** A day in Sydney, `days` from today. */
const sydneyDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(Date.now() + days * 86_400_000))

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'v1-links', ['owner'], 10)
  project = await (await reviewFixtures()).project('proposal_sent', { customer: shipper.members.owner, company: shipper.company })
  linking = (await keyFor(shipper.members.owner, shipper.company, ['links:write'])).key
  reading = (await keyFor(shipper.members.owner, shipper.company, ['read'])).key
  const other = await companyWith(staff, 'v1-links-other', ['owner'])
  outsider = (await keyFor(other.members.owner, other.company, ['read', 'links:write'])).key
  size = (await api('/sizing-options?limit=1&depth=0&sort=order')).body.docs[0]
}, 180_000)

describe(`the public API's recipient links (${database})`, () => {
  it('makes a collect link, and lists it and the sizes its recipients chose', async () => {
    const made = await makeLink({ mode: 'collect', name: 'Offsite tees', project: project.id, cap: 5, expiresOn: sydneyDay(7) })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body).toMatchObject({ mode: 'collect', audience: 'anyone', state: 'open', project: project.id, cap: 5, responseCount: 0, items: [] })
    const id = made.body.id as number
    expect(made.body.url).toContain(`/links/${id}?key=`)
    const answer = recipient('collect')
    const sent = await respond(made.body.url, { recipient: answer, sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: size.id }] })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)

    expect((await v1(`/recipient-links/${id}`, reading)).body).toMatchObject({ id, name: 'Offsite tees', responseCount: 1 })
    expect((await v1('/recipient-links', reading)).body.data.map((link: { id: number }) => link.id)).toContain(id)
    const responses = await v1(`/recipient-links/${id}/responses`, reading)
    expect(responses.status).toBe(200)
    expect(responses.body).toMatchObject({ page: 1, totalDocs: 1, hasNextPage: false })
    expect(responses.body.data).toEqual([
      {
        id: expect.any(Number),
        fullName: answer.fullName,
        email: answer.email,
        sizes: [{ lineItem: project.sizedLineId, title: expect.any(String), group: 'mens', size: size.label }],
        shipment: null,
        createdAt: expect.any(String),
      },
    ])
  })

  it('makes a ship link whose responses name the shipment booked, and pages the list', async () => {
    const made = await makeLink({ mode: 'ship', name: 'Welcome packs', items: [{ inventoryItem: shipper.stock, quantity: 2 }] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body).toMatchObject({ mode: 'ship', state: 'open', project: null, items: [{ inventoryItem: shipper.stock, quantity: 2 }] })
    const sent = await respond(made.body.url, { recipient: recipient('ship') })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const responses = (await v1(`/recipient-links/${made.body.id}/responses`, reading)).body
    expect(responses.data[0]).toMatchObject({ shipment: sent.body.shipment, sizes: [] })
    expect(responses.data[0].shipment).toEqual(expect.any(Number))

    const first = await v1('/recipient-links?limit=1', reading)
    expect(first.body).toMatchObject({ page: 1, limit: 1, hasNextPage: true })
    expect(first.body.data[0].id).toBe(made.body.id)
    expect((await v1('/recipient-links?limit=1&page=2', reading)).body.data[0].id).not.toBe(made.body.id)
    expect((await v1('/recipient-links?size=1', reading)).status).toBe(400)
  })

  it('refuses bad bodies field by field and makes nothing', async () => {
    const before = await linkCount()
    const theirProject = await (await reviewFixtures()).project('proposal_sent')
    const refused = [
      [{}, ['/mode', '/name']],
      [{ mode: 'collect', name: 'No project' }, ['/project']],
      [{ mode: 'ship', name: 'Nothing to ship' }, ['/items']],
      [{ mode: 'collect', name: 'Too late', project: project.id, expiresOn: sydneyDay(-2) }, ['/expiresOn']],
      [{ mode: 'collect', name: 'Bad cap', project: project.id, cap: 0 }, ['/cap']],
      [{ mode: 'collect', name: 'Not ours', project: theirProject.id }, []],
    ] as const
    for (const [body, expected] of refused) {
      const answer = await makeLink(body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.type).toBe('/api/v1/docs#problem-invalid-request')
      expect(pointers(answer.body), JSON.stringify(answer.body)).toEqual(expected)
    }
    const notJson = await v1('/recipient-links', linking, { method: 'POST', headers: { 'content-type': 'text/plain' } })
    expect(notJson.status).toBe(400)
    expect(await linkCount()).toBe(before)
  })

  it('refuses a read-only key, and shows another company nothing of the links', async () => {
    const before = await linkCount()
    const readOnly = await makeLink({ mode: 'ship', name: 'Read only', items: [{ inventoryItem: shipper.stock, quantity: 1 }] }, reading)
    expect([readOnly.status, readOnly.body.type]).toEqual([403, '/api/v1/docs#problem-scope-missing'])
    const cannotWrite = await v1('/recipient-links', linking)
    expect([cannotWrite.status, cannotWrite.body.type]).toEqual([403, '/api/v1/docs#problem-scope-missing'])
    expect(await linkCount()).toBe(before)

    const ours = (await v1('/recipient-links?limit=1', reading)).body.data[0].id as number
    for (const path of [`/recipient-links/${ours}`, `/recipient-links/${ours}/responses`]) {
      const answer = await v1(path, outsider)
      expect([answer.status, answer.body.type], path).toEqual([404, '/api/v1/docs#problem-not-found'])
    }
    expect((await v1('/recipient-links', outsider)).body.totalDocs).toBe(0)
    // Their key cannot point a link at our stock either.
    const across = await makeLink({ mode: 'ship', name: 'Across', items: [{ inventoryItem: shipper.stock, quantity: 1 }] }, outsider)
    expect(across.status).toBe(400)
    expect((await v1('/recipient-links', outsider)).body.totalDocs).toBe(0)
  })
})
