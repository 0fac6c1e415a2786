import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { companyWith, shippingCompany, type Member, type ShippingCompany } from '../support/companies'
import { eventually } from '../support/eventually'
import { api, DEMO, emailsTo, login, request } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { startReceiver, type Receiver } from '../support/webhook-receiver'

/**
 * Outgoing webhooks against the production server and real receivers on this machine: each change
 * raises its event once, in its own transaction, however many requests race; deliveries are
 * signed in the Standard Webhooks format, retried until a failing receiver takes them (same event
 * id), time out on a silent one, and an endpoint failing for three days is turned off and its
 * owners told. Receivers on private networks are refused, and only owners and admins of the
 * company see or change its endpoints.
 */

const database = inject('databaseLabel')

let staff: string
let shipper: ShippingCompany
const receivers: Receiver[] = []
const endpoints: number[] = []

const receiver = async (...args: Parameters<typeof startReceiver>) => {
  const started = await startReceiver(...args)
  receivers.push(started)
  return started
}

const asMember = (member: Member, company: number) => ({ token: member.token, headers: { cookie: `company=${company}` } })

const addEndpoint = async (url: string, events: string[], member = shipper.members.owner, company = shipper.company) => {
  const made = await api('/webhook-endpoints/create', { ...asMember(member, company), body: { url, events, description: 'Tests' } })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  endpoints.push(made.body.endpoint)
  return made.body as { endpoint: number; secret: string }
}

const deliveriesOf = async (endpoint: number) =>
  (await api(`/webhook-deliveries?where[endpoint][equals]=${endpoint}&depth=1&sort=createdAt&limit=100`, { token: staff })).body.docs as {
    id: number
    status: string
    attempts: number
    lastStatusCode: number | null
    lastError: string | null
    event: { eventId: string; type: string }
  }[]

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'webhooks', ['owner', 'admin', 'requester'], 40)
}, 180_000)

afterAll(async () => {
  // Removed, so their receivers' retries do not go on changing the database under later test files.
  for (const endpoint of endpoints)
    await api(`/webhook-endpoints/${endpoint}/remove`, { ...asMember(shipper.members.owner, shipper.company), body: {} })
  for (const started of receivers) await started.close()
})

describe(`webhook endpoints (${database})`, () => {
  it('are added by owners and admins only, to public receivers, and never show their secret again', async () => {
    const target = await receiver()
    const refused = async (url: string) => {
      const answer = await api('/webhook-endpoints/create', {
        ...asMember(shipper.members.owner, shipper.company),
        body: { url, events: ['stock.low'] },
      })
      expect(answer.status, url).toBe(400)
      expect(answer.body.field, url).toBe('url')
      return answer.body.message as string
    }
    expect(await refused('http://10.0.0.5/hooks')).toMatch(/private network/)
    expect(await refused('http://169.254.169.254/latest/meta-data')).toMatch(/private network/)
    expect(await refused(target.url.replace('127.0.0.1', '127.0.0.2'))).toMatch(/private network/)
    expect(await refused('ftp://hooks.example.com')).toMatch(/https:\/\//)
    const badEvents = await api('/webhook-endpoints/create', {
      ...asMember(shipper.members.owner, shipper.company),
      body: { url: target.url, events: [] },
    })
    expect([badEvents.status, badEvents.body.field]).toEqual([400, 'events'])
    const requester = await api('/webhook-endpoints/create', {
      ...asMember(shipper.members.requester, shipper.company),
      body: { url: target.url, events: ['stock.low'] },
    })
    expect(requester.status).toBe(403)

    const { endpoint, secret } = await addEndpoint(target.url, ['stock.low'], shipper.members.admin)
    expect(secret).toMatch(/^whsec_/)
    const read = await api(`/webhook-endpoints/${endpoint}`, asMember(shipper.members.owner, shipper.company))
    expect(read.status).toBe(200)
    expect(read.body.url).toBe(target.url)
    expect(JSON.stringify(read.body)).not.toContain(secret.slice(6, 20))
    const graphql = await request('/payload-api/graphql', {
      ...asMember(shipper.members.owner, shipper.company),
      body: { query: `{ WebhookEndpoint(id: ${endpoint}) { url secret } }` },
    })
    expect(JSON.stringify(graphql.body)).not.toContain(secret.slice(6, 20))
    expect((await api(`/webhook-endpoints/${endpoint}`, asMember(shipper.members.requester, shipper.company))).status).toBe(404)
    const other = await companyWith(staff, 'webhooks-other', ['owner'])
    expect((await api(`/webhook-endpoints/${endpoint}`, asMember(other.members.owner, other.company))).status).toBe(404)
    expect((await api(`/webhook-endpoints/${endpoint}/test`, { ...asMember(other.members.owner, other.company), body: {} })).status).toBe(404)
    expect((await api(`/webhook-endpoints/${endpoint}/remove`, { ...asMember(other.members.owner, other.company), body: {} })).status).toBe(404)
    const removed = await api(`/webhook-endpoints/${endpoint}/remove`, { ...asMember(shipper.members.owner, shipper.company), body: {} })
    expect(removed.status).toBe(200)
    expect((await api(`/webhook-endpoints/${endpoint}`, { token: staff })).status).toBe(404)
  })

  it('are at most ten a company, however many requests race for the last places', async () => {
    const { company, members } = await companyWith(staff, 'webhooks-cap', ['owner'])
    const add = (index: number) =>
      api('/webhook-endpoints/create', {
        ...asMember(members.owner, company),
        body: { url: `http://127.0.0.1:9/cap-${index}`, events: ['stock.low'] },
      })
    for (let index = 0; index < 8; index += 1) expect((await add(index)).status).toBe(201)
    const racing = await Promise.all([8, 9, 10, 11, 12].map(add))
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409])
    expect((await api(`/webhook-endpoints?where[company][equals]=${company}&limit=0`, { token: staff })).body.totalDocs).toBe(10)
  })

  it('test a receiver at once, signed so a Standard Webhooks library verifies it', async () => {
    const target = await receiver((nth) => (nth === 1 ? 204 : 503))
    const { endpoint, secret } = await addEndpoint(target.url, ['shipment.created'])
    const test = (member = shipper.members.owner) => api(`/webhook-endpoints/${endpoint}/test`, { ...asMember(member, shipper.company), body: {} })
    const first = await test()
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.answer).toMatchObject({ ok: true, status: 204 })
    const [ping] = target.received
    expect(new Webhook(secret).verify(ping!.body, ping!.headers)).toMatchObject({ type: 'webhook.ping', data: { endpoint } })
    expect(ping!.headers['webhook-id']).toBe(ping!.event.id)
    const second = await test()
    expect(second.body.answer).toMatchObject({ ok: false, status: 503 })
    expect((await test(shipper.members.requester)).status).toBe(404)
    const log = await deliveriesOf(endpoint)
    expect(log.map((delivery) => [delivery.event.type, delivery.status, delivery.lastStatusCode])).toEqual([
      ['webhook.ping', 'succeeded', 204],
      ['webhook.ping', 'failed', 503],
    ])
  })
})

describe(`webhook events (${database})`, () => {
  it('are raised once per change however many requests race, and delivered once each to a receiver that takes them', async () => {
    const target = await receiver()
    const { endpoint, secret } = await addEndpoint(target.url, ['shipment.created', 'shipment.cancelled', 'stock.low'])
    const booked = await shipper.requestShipment(shipper.members.owner)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const shipment = booked.body.shipments[0] as number
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(`/shipments/${shipment}`, { method: 'PATCH', ...asMember(shipper.members.owner, shipper.company), body: { status: 'cancelled' } }),
      ),
    )
    expect(cancels.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const answer of cancels) expect(answer.status).toBeLessThan(500)

    const mine = () => target.received.filter((entry) => entry.event.data.shipment === shipment)
    await eventually(
      async () => mine().length,
      (count) => count >= 2,
      30,
    )
    await new Promise((resolve) => setTimeout(resolve, 6_000)) // room for a wrong, second delivery to arrive
    expect(mine().map((entry) => entry.event.type)).toEqual(['shipment.created', 'shipment.cancelled'])
    for (const entry of mine()) expect(() => new Webhook(secret).verify(entry.body, entry.headers)).not.toThrow()
    expect(mine()[1]!.event.data).toMatchObject({ shipment, status: 'cancelled', previousStatus: 'requested' })
    const log = (await deliveriesOf(endpoint)).filter((delivery) => mine().some((entry) => entry.event.id === delivery.event.eventId))
    expect(log.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 1],
    ])
  }, 60_000)

  it('reach a receiver that fails twice first, with the same event id each time', async () => {
    const target = await receiver((nth) => (nth <= 2 ? 500 : 200))
    const { endpoint } = await addEndpoint(target.url, ['shipment.created'])
    expect((await shipper.requestShipment(shipper.members.owner)).status).toBe(201)
    const log = await eventually(
      () => deliveriesOf(endpoint),
      (deliveries) => deliveries[0]?.status === 'succeeded',
      45,
    )
    expect(log.map((delivery) => [delivery.status, delivery.attempts, delivery.lastStatusCode])).toEqual([['succeeded', 3, 200]])
    expect(target.received.map((entry) => entry.event.id)).toEqual(Array(3).fill(log[0]!.event.eventId))
  }, 60_000)

  it('give a silent receiver up after the timeout, and turn off an endpoint failing for three days, telling its owners', async () => {
    const target = await receiver(() => 'hang')
    const { endpoint } = await addEndpoint(target.url, ['shipment.created'])
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString()
    await rowsOf(`update webhook_endpoints set failing_since = '${threeDaysAgo}' where id = ${endpoint}`)
    expect((await shipper.requestShipment(shipper.members.owner)).status).toBe(201)
    const turnedOff = await eventually(
      async () => (await api(`/webhook-endpoints/${endpoint}`, { token: staff })).body,
      (doc) => Boolean(doc.disabledAt),
      30,
    )
    expect(turnedOff.disabledReason).toMatch(/did not answer within 2 seconds/)
    const [delivery] = await deliveriesOf(endpoint)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null })
    const emails = await emailsTo(staff, shipper.members.owner.email, (email) => email.subject.startsWith('Webhook endpoint turned off'))
    expect(emails.filter((email) => email.subject.startsWith('Webhook endpoint turned off'))).toHaveLength(1)
    // Turned off, it gets no new events; turned on again, it does.
    expect((await shipper.requestShipment(shipper.members.owner)).status).toBe(201)
    expect((await api(`/webhook-endpoints/${endpoint}/enable`, { ...asMember(shipper.members.owner, shipper.company), body: {} })).status).toBe(200)
    expect(await deliveriesOf(endpoint)).toHaveLength(1)
  }, 60_000)
})
