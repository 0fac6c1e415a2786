import { expect } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { shippingCompany } from './companies'
import { stockFor, uniqueEmail } from './customers'
import { api, DEMO, login } from './http'
import { rowsOf as sqlRows } from './raw-sql'
import { reviewFixtures } from './review-fixtures'
import { postShippitUpdate } from './shippit-updates'

/**
 * A company with something in every insights chart, made through the app as people would, and a
 * second company beside it: two orders (one with a shipping estimate) by the owner and the
 * requester (in the Events team); the requester's order in the warehouse, 40 received and 5
 * shipped; stock idle for four months; a collect link three people were invited to (two
 * answered) and an open one answered once; two shipments of the requester's that left the
 * warehouse, the first arriving three days after it left, the second held up by a problem the
 * carrier reported; one of the other company's, sent too.
 */
export async function insightsFixtures(database: string, roles: readonly CompanyRole[]) {
  const staff = (await login('staff-members', DEMO.staff)).token
  const fixtures = await reviewFixtures()
  const shop = await shippingCompany(staff, 'insights', roles, 20)
  const other = await shippingCompany(staff, 'insights-other', ['owner'], 7)
  const requesterMembership = (
    await api(`/memberships?where[customer][equals]=${shop.members.requester.id}&where[company][equals]=${shop.company}&depth=0`, { token: staff })
  ).body.docs[0].id
  expect((await api(`/memberships/${requesterMembership}`, { method: 'PATCH', token: staff, body: { team: 'Events' } })).status).toBe(200)

  // Two projects become orders: the owner's, and the requester's with a shipping estimate.
  for (const [member, shippingEstimate] of [
    [shop.members.owner, 0],
    [shop.members.requester, 1995],
  ] as const) {
    const project = await fixtures.project('awaiting_payment', { customer: member, company: shop.company, shippingEstimate })
    const done = await api(`/projects/${project.id}`, {
      method: 'PATCH',
      token: staff,
      body: { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
  }
  const order = (await api(`/orders?where[company][equals]=${shop.company}&sort=-id&depth=0&limit=1`, { token: staff })).body.docs[0]
  const orderName = order.name as string

  // The requester's order goes into the warehouse: 40 received, 5 shipped from it.
  const made = await api('/inventory-items', {
    token: staff,
    body: { title: `Insights order stock (${database})`, customer: shop.members.owner.id, order: order.id, lineItems: [order.lineItems[0]] },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const orderItem = made.body.doc.id as number
  for (const [delta, reason] of [
    [40, 'received'],
    [-5, 'shipment'],
  ] as const) {
    const moved = await api('/inventory-adjustments', { token: staff, body: { inventoryItem: orderItem, delta, reason } })
    expect(moved.status, JSON.stringify(moved.body)).toBe(201)
  }
  // Stock that came in four months ago and never went out, backdated past the app (no write of ours backdates).
  const idleItem = await stockFor(staff, shop.members.owner, 9, 'Insights idle cap')
  await sqlRows(
    `UPDATE inventory_adjustments SET created_at = ${database === 'PostgreSQL' ? `now() - interval '120 days'` : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-120 days')`} WHERE inventory_item_id = ${idleItem}`,
  )

  // A collect link for three invited people, two of whom answer, and an open link one person answers.
  const linkProject = await fixtures.project('proposal_sent', { customer: shop.members.owner, company: shop.company })
  const [small, medium] = ((await api('/sizing-options?sort=order&limit=2&depth=0')).body.docs as { id: number }[]).map((option) => option.id)
  const answer = (link: number, key: string, group: string, sizingOption: number | undefined) =>
    api(`/recipient-links/${link}/respond?key=${encodeURIComponent(key)}`, {
      body: {
        recipient: {
          fullName: 'Insights Recipient',
          email: uniqueEmail('insights-answer'),
          address1: '1 George St',
          suburb: 'Sydney',
          state: 'NSW',
          postcode: '2000',
        },
        sizes: [{ lineItem: linkProject.sizedLineId, group, sizingOption }],
      },
    })
  const invited = await api('/recipient-links/invite', {
    token: shop.members.owner.token,
    body: {
      mode: 'collect',
      name: 'Insights sizes',
      project: linkProject.id,
      recipientsCsv: ['email', ...[1, 2, 3].map((n) => uniqueEmail(`insights-invite-${n}`))].join('\n'),
    },
  })
  expect(invited.status, JSON.stringify(invited.body)).toBe(201)
  const invitations = (await api(`/recipient-invitations?where[link][equals]=${invited.body.id}&sort=id&depth=0`, { token: staff })).body.docs
  for (const [index, size] of [small, medium].entries())
    expect((await answer(invited.body.id, invitations[index].shareKey, 'mens', size)).status).toBe(201)
  const open = await api('/recipient-links/create', {
    token: shop.members.owner.token,
    body: { mode: 'collect', name: 'Insights open', project: linkProject.id },
  })
  expect(open.status, JSON.stringify(open.body)).toBe(201)
  const openKey = (await api(`/recipient-links/${open.body.id}?depth=0`, { token: staff })).body.shareKey
  expect((await answer(open.body.id, openKey, 'womens', small)).status).toBe(201)

  // Two shipments booked by the requester ($30 each), one by the other company; all three leave
  // the warehouse, and the first arrives three days after it left (its departure backdated).
  const sent: number[] = []
  for (const member of [shop.members.requester, shop.members.requester, null]) {
    const booked = member ? await shop.requestShipment(member) : await other.requestShipment(other.members.owner)
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    sent.push(booked.body.shipments[0])
  }
  for (const [index, shipment] of sent.entries()) {
    for (const status of index === 0 ? ['processing', 'shipped', 'delivered'] : ['processing', 'shipped']) {
      const tracking = status === 'shipped' ? { trackingUrl: `https://auspost.com.au/mypost/track/#/details/INSIGHTS${shipment}` } : {}
      const moved = await api(`/shipments/${shipment}`, { method: 'PATCH', token: staff, body: { status, ...tracking } })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    }
  }
  // The second one, on its way with Shippit, hits a problem: the courier cannot find the address.
  expect(
    (await api(`/shipments/${sent[1]}`, { method: 'PATCH', token: staff, body: { carrier: 'shippit', trackingNumber: `INS-${sent[1]}` } })).status,
  ).toBe(200)
  const inTrouble = await postShippitUpdate(`INS-${sent[1]}`, [
    { status: 'in_transit', time: new Date(Date.now() - 3_600_000).toISOString() },
    { status: 'insufficient_address', time: new Date().toISOString() },
  ])
  expect(inTrouble.status).toBe(200)
  await sqlRows(
    `UPDATE audit_log SET created_at = ${database === 'PostgreSQL' ? `now() - interval '3 days'` : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 days')`}
      WHERE collection_slug = 'shipments' AND document_id = '${sent[0]}' AND to_status = 'shipped'`,
  )
  return { shop, other, orderName, idleItem }
}
