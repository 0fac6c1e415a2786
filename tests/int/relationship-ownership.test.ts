import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, login } from '../support/http'
import { reviewFixtures, type ReviewProject } from '../support/review-fixtures'

/**
 * A customer's relationships point only at what the customer may see: their own address book,
 * their project's own line items, products the public can see. Payload checks each field's
 * filterOptions when saving, over REST and GraphQL alike.
 */
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let ownRecipient: number
let othersRecipient: number
let project: ReviewProject
let othersProject: ReviewProject

beforeAll(async () => {
  fixtures = await reviewFixtures()
  const customerB = await login('customers', DEMO.customerB)
  ownRecipient = (await api('/recipients?limit=1&sort=id&depth=0', { token: fixtures.owner.token })).body.docs[0].id
  othersRecipient = (await api('/recipients?limit=1&sort=id&depth=0', { token: customerB.token })).body.docs[0].id
  project = await fixtures.project('proposal_sent')
  othersProject = await fixtures.project('proposal_sent', { customer: customerB })
})

const finalise = (data: Record<string, unknown>) => api(`/projects/${project.id}`, { method: 'PATCH', token: fixtures.owner.token, body: data })
const stored = async () => (await api(`/projects/${project.id}?depth=0`, { token: fixtures.staff.token })).body

describe('a customer finalising a project', () => {
  it('cannot name another customer’s recipient as the single drop', async () => {
    const refused = await finalise({ shipmentType: 'single_drop', singleDropRecipient: othersRecipient })
    expect(refused.status).toBe(400)
    expect((await stored()).singleDropRecipient ?? null).toBeNull()
    expect((await finalise({ shipmentType: 'single_drop', singleDropRecipient: ownRecipient })).status).toBe(200)
  })

  it('cannot put another customer’s recipient or another project’s line item on its distribution list', async () => {
    const [ownLine] = project.lineIds
    const [othersLine] = othersProject.lineIds
    const withRecipient = await finalise({
      shipmentType: 'distribution_list',
      distributionListShipments: [{ recipient: othersRecipient, items: [{ lineItem: ownLine, quantity: 1 }] }],
    })
    expect(withRecipient.status).toBe(400)
    const withLine = await finalise({
      shipmentType: 'distribution_list',
      distributionListShipments: [{ recipient: ownRecipient, items: [{ lineItem: othersLine, quantity: 1 }] }],
    })
    expect(withLine.status).toBe(400)
    expect((await stored()).distributionListShipments ?? []).toHaveLength(0)
  })
})

describe('a customer requesting samples', () => {
  it('may ask only for products the public can see', async () => {
    const [visible] = (await api('/products?limit=1&depth=0')).body.docs as { id: number }[]
    const hidden = await api('/products', {
      token: fixtures.staff.token,
      body: { title: `Archived sample ${Date.now()}`, status: 'archived', minimumQuantity: 25 },
    })
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201)
    const ask = (product: number) => api('/sample-requests', { token: fixtures.owner.token, body: { recipient: ownRecipient, products: [product] } })
    expect((await ask(hidden.body.doc.id)).status).toBe(400)
    expect((await ask(visible!.id)).status).toBe(201)
  })
})
