import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer, stockFor, uniqueEmail } from '../support/customers'
import { api, DEMO, emailsTo, graphql, login } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * Recipient links: a customer creates collect and ship links, recipients answer through the key
 * alone, bad answers are refused with their reasons and write nothing, closed and expired links
 * refuse, another customer sees nothing of them, and a ship link never gives out more than the
 * stock: 50 recipients racing for 10 units get exactly 10 shipments.
 */

type Session = { token: string; id: number; email: string }

const database = inject('databaseLabel')

let staff: string
let owner: Session
let rival: Session
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let sizingOptions: number[]

const address = (label: string) => ({
  fullName: `Recipient ${label}`,
  email: uniqueEmail(`link-${label}`),
  address1: '55 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
})

const createLink = (body: Record<string, unknown>, token = owner.token) => api('/recipient-links/create', { body, token })

const linkDoc = async (id: number) => (await api(`/recipient-links/${id}?depth=0`, { token: staff })).body

const respond = async (id: number, body: unknown, key?: string) => {
  const shareKey = key ?? (await linkDoc(id)).shareKey
  return api(`/recipient-links/${id}/respond?key=${encodeURIComponent(shareKey)}`, { body })
}

const responsesOf = async (link: number) =>
  (await api(`/recipient-responses?where[link][equals]=${link}&limit=200&depth=0`, { token: staff })).body.docs as { id: number }[]

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staff, 'links-owner')
  rival = await freshCustomer(staff, 'links-rival')
  fixtures = await reviewFixtures()
  sizingOptions = ((await api('/sizing-options?limit=10&depth=0')).body.docs as { id: number }[]).map((option) => option.id)
})

describe(`recipient links (${database})`, () => {
  it('a collect link fills a size curve that applies to the project’s size grid', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const created = await createLink({ mode: 'collect', name: 'Offsite tees', message: 'Pick your tee!', project: project.id, cap: 5 })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as number
    const [small, medium] = sizingOptions
    const choices = [
      ['mens', small],
      ['mens', medium],
      ['mens', medium],
      ['womens', small],
    ] as const
    for (const [index, [group, sizingOption]] of choices.entries()) {
      const sent = await respond(id, { recipient: address(`collect-${index}`), sizes: [{ lineItem: project.sizedLineId, group, sizingOption }] })
      expect(sent.status, JSON.stringify(sent.body)).toBe(201)
      expect(sent.body.shipment).toBeNull()
    }
    expect((await linkDoc(id)).responseCount).toBe(4)

    const applied = await api(`/recipient-links/${id}/apply-sizes`, { body: {}, token: owner.token })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const line = (await api(`/line-items/${project.sizedLineId}?depth=0`, { token: staff })).body
    // 10 tees over answers of 1 S, 2 M (men's) and 1 S (women's): 2.5, 5, 2.5 — the half goes to the first.
    const rows = (group: 'mens' | 'womens') =>
      line.sizes[group].map((row: { sizingOption: number; quantity: number }) => [row.sizingOption, row.quantity])
    expect(rows('mens')).toEqual([
      [small, 3],
      [medium, 5],
    ])
    expect(rows('womens')).toEqual([[small, 2]])

    const refusedForRival = await api(`/recipient-links/${id}/apply-sizes`, { body: {}, token: rival.token })
    expect(refusedForRival.status).toBe(404)
  })

  it('sends the recipient one confirmation email', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const id = (await createLink({ mode: 'collect', name: 'Email check', project: project.id })).body.id as number
    const recipient = address('email')
    const sent = await respond(id, { recipient, sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }] })
    expect(sent.status).toBe(201)
    const emails = await emailsTo(staff, recipient.email, (email) => /has your details/.test(email.subject))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain('55 Collins Street')
  })

  it('bad input is a 400 with its reasons and writes nothing', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const id = (await createLink({ mode: 'collect', name: 'Bad input', project: project.id })).body.id as number
    const bad: unknown[] = [
      { recipient: { ...address('bad'), state: 'NSW' }, sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }] },
      { recipient: { ...address('bad'), postcode: '12' }, sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }] },
      { recipient: address('bad'), sizes: [] },
      {
        recipient: { ...address('bad'), email: 'not-an-email' },
        sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }],
      },
      { recipient: address('bad'), sizes: [{ lineItem: project.sizedLineId, group: 'kids', sizingOption: sizingOptions[0] }] },
      { recipient: 'Priya', sizes: 'M' },
      [],
    ]
    for (const body of bad) {
      const response = await respond(id, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.errors.length).toBeGreaterThan(0)
      expect(typeof response.body.errors[0].message).toBe('string')
    }
    const stateMismatch = await respond(id, bad[0])
    expect(stateMismatch.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'postcode', message: expect.stringMatching(/postcode/i) })]),
    )
    const notJson = await api(`/recipient-links/${id}/respond?key=${(await linkDoc(id)).shareKey}`, { rawBody: '{not json' })
    expect(notJson.status).toBe(400)
    expect(await responsesOf(id)).toHaveLength(0)
    expect((await linkDoc(id)).responseCount).toBe(0)

    const badLinks = [
      { mode: 'collect', name: 'No project' },
      { mode: 'ship', name: 'No items', items: [] },
      { mode: 'collect', name: 'Rival project', project: (await fixtures.project('proposal_sent', { customer: rival })).id },
      { mode: 'collect', name: 'Past', project: project.id, expiresOn: '2020-01-01' },
      { mode: 'collect', name: 'Cap', project: project.id, cap: -1 },
    ]
    for (const body of badLinks) {
      const response = await createLink(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toEqual(expect.any(String))
    }
  })

  it('a wrong key reads as no link; closed, expired and full links refuse', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const body = (label: string) => ({
      recipient: address(label),
      sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }],
    })
    const id = (await createLink({ mode: 'collect', name: 'Refusals', project: project.id, cap: 1 })).body.id as number
    expect((await respond(id, body('wrong-key'), 'x'.repeat(43))).status).toBe(404)
    expect((await respond(id, body('first'))).status).toBe(201)
    const full = await respond(id, body('second'))
    expect(full.status).toBe(409)
    expect(full.body.message).toMatch(/all the responses/)

    const expiring = (await createLink({ mode: 'collect', name: 'Expiring', project: project.id })).body.id as number
    const expire = await api(`/recipient-links/${expiring}`, { method: 'PATCH', token: staff, body: { expiresAt: '2020-01-01T00:00:00.000Z' } })
    expect(expire.status).toBe(200)
    const expired = await respond(expiring, body('expired'))
    expect(expired.status).toBe(410)
    expect(expired.body.message).toMatch(/expired/)

    const closing = (await createLink({ mode: 'collect', name: 'Closing', project: project.id })).body.id as number
    expect((await api(`/recipient-links/${closing}/close`, { body: {}, token: rival.token })).status).toBe(404)
    expect((await api(`/recipient-links/${closing}/close`, { body: {}, token: owner.token })).status).toBe(200)
    const closed = await respond(closing, body('closed'))
    expect(closed.status).toBe(410)
    expect(closed.body.message).toMatch(/closed/)
    expect(await responsesOf(closing)).toHaveLength(0)
  })

  it('another customer cannot read the links or responses by REST or GraphQL, nor write them', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const id = (await createLink({ mode: 'collect', name: 'Private link', project: project.id })).body.id as number
    expect(
      (
        await respond(id, {
          recipient: address('private'),
          sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }],
        })
      ).status,
    ).toBe(201)
    const [response] = await responsesOf(id)

    const own = await api(`/recipient-links/${id}?depth=0`, { token: owner.token })
    expect(own.status).toBe(200)
    expect(own.body.shareKey).toEqual(expect.any(String))
    expect((await api(`/recipient-responses/${response!.id}?depth=0`, { token: owner.token })).status).toBe(200)

    expect([403, 404]).toContain((await api(`/recipient-links/${id}?depth=0`, { token: rival.token })).status)
    expect([403, 404]).toContain((await api(`/recipient-responses/${response!.id}?depth=0`, { token: rival.token })).status)
    expect((await api(`/recipient-links?where[id][equals]=${id}&depth=0`, { token: rival.token })).body.docs).toHaveLength(0)
    expect((await api(`/recipient-responses?where[link][equals]=${id}&depth=0`, { token: rival.token })).body.docs).toHaveLength(0)
    expect([401, 403, 404]).toContain((await api(`/recipient-responses/${response!.id}?depth=0`)).status)

    const viaGraphql = await graphql(
      `
        query Q($id: Int!, $response: Int!) {
          RecipientLink(id: $id) {
            id
            shareKey
          }
          RecipientResponse(id: $response) {
            id
            email
          }
          RecipientLinks(where: { id: { equals: $id } }) {
            docs {
              id
            }
          }
          RecipientResponses(where: { link: { equals: $id } }) {
            docs {
              id
              email
            }
          }
        }
      `,
      { id, response: response!.id },
      rival.token,
    )
    expect(viaGraphql.body.data?.RecipientLink ?? null).toBeNull()
    expect(viaGraphql.body.data?.RecipientResponse ?? null).toBeNull()
    expect(viaGraphql.body.data?.RecipientLinks?.docs ?? []).toHaveLength(0)
    expect(viaGraphql.body.data?.RecipientResponses?.docs ?? []).toHaveLength(0)

    // Links and responses are written only through their own paths, never directly.
    expect([401, 403]).toContain(
      (await api('/recipient-links', { token: owner.token, body: { name: 'Direct', mode: 'collect', project: project.id } })).status,
    )
    expect([401, 403]).toContain((await api(`/recipient-links/${id}`, { method: 'PATCH', token: owner.token, body: { cap: 1000 } })).status)
    expect([401, 403]).toContain((await api('/recipient-responses', { token: owner.token, body: { link: id, fullName: 'Fake' } })).status)
    const rivalMutation = await graphql(
      'mutation M($id: Int!) { updateRecipientLink(id: $id, data: { name: "Hijacked" }) { id } }',
      { id },
      rival.token,
    )
    expect(rivalMutation.body.data?.updateRecipientLink ?? null).toBeNull()
    expect((await linkDoc(id)).name).toBe('Private link')
  })

  it('50 recipients racing for stock of 10 get exactly 10 shipments; the rest read "all claimed"', async () => {
    const item = await stockFor(staff, owner, 10, 'Racing Bottle')
    const created = await createLink({ mode: 'ship', name: 'Bottles for all', items: [{ inventoryItem: item }] })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as number
    const { shareKey } = await linkDoc(id)
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => respond(id, { recipient: address(`race-${index}`) }, shareKey)))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body.message).toMatch(/^All claimed/)

    const stock = (await api(`/inventory-items/${item}?depth=0`, { token: staff })).body
    expect(stock.quantityAvailable).toBe(0)
    const shipments = (
      await api(`/shipments?where[customer][equals]=${owner.id}&where[items.inventoryItem][equals]=${item}&limit=100&depth=0`, { token: staff })
    ).body
    expect(shipments.totalDocs).toBe(10)
    const ledger = (await api(`/inventory-adjustments?where[inventoryItem][equals]=${item}&limit=100&depth=0`, { token: staff })).body.docs as {
      delta: number
    }[]
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0)
    expect(await responsesOf(id)).toHaveLength(10)
    expect((await linkDoc(id)).responseCount).toBe(10)

    const late = await respond(id, { recipient: address('late') }, shareKey)
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/^All claimed/)
  })
})
