import { beforeAll, describe, expect, it } from 'vitest'

import { customerWithAddressBook, stockFor } from '../support/customers'
import { api, request } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { refusalOf } from '../support/raw-sql'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * Requests that arrive at the same moment for the same document. Every write locks its row
 * before reading it, so each decides from what the previous one left: one restock per cancelled
 * shipment, one order per project, one completing payment, and the pool never wedges.
 */

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let customer: { token: string; id: number }
let recipient: number

beforeAll(async () => {
  fixtures = await reviewFixtures()
  // A customer of this file alone: its shipments stay off the demo accounts' pages.
  const own = await customerWithAddressBook(fixtures.staff.token, 'exactly-once')
  customer = own
  recipient = own.recipients[0]!
})

const staffToken = () => fixtures.staff.token

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

const payByCard = (project: ReviewProject) =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.payTestCard, [
    String(project.id),
    project.shareKey,
    'finance@example.com',
    GOOD_CARD,
  ])

const readProject = async (id: number) => (await api(`/projects/${id}?depth=0`, { token: staffToken() })).body
const ordersOf = async (projectId: number) => (await api(`/orders?where[project][equals]=${projectId}&depth=0`, { token: staffToken() })).body.docs
const eventsOf = async (projectId: number) =>
  (await api(`/payment-events?where[project][equals]=${projectId}&depth=0`, { token: staffToken() })).body.docs as {
    outcome: string
    paymentId: string
  }[]

/** A shipment of `quantity` from a fresh item holding `stock` units. */
const shipmentOf = async (stock: number, quantity: number) => {
  const item = await stockFor(staffToken(), customer, stock, 'Cancel race')
  const created = await api('/shipments', { token: customer.token, body: { recipient, items: [{ inventoryItem: item, quantity }] } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { item, shipment: created.body.doc.id as number }
}

const balanceOf = async (item: number) => (await api(`/inventory-items/${item}?depth=0`, { token: staffToken() })).body.quantityAvailable
const restocksOf = async (shipment: number) =>
  (
    await api(`/inventory-adjustments?where[shipment][equals]=${shipment}&where[reason][equals]=shipment_cancelled&depth=0`, {
      token: staffToken(),
    })
  ).body.docs

describe('cancelling one shipment many times at once', () => {
  it.each([2, 10, 32])('%i cancels at the same moment put the stock back once', async (cancels) => {
    const { item, shipment } = await shipmentOf(5, 2)
    expect(await balanceOf(item)).toBe(3)
    const answers = await Promise.all(
      Array.from({ length: cancels }, () => api(`/shipments/${shipment}`, { method: 'PATCH', token: customer.token, body: { status: 'cancelled' } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(await restocksOf(shipment)).toHaveLength(1)
    expect(await balanceOf(item)).toBe(5)
  })

  it('a bulk cancel racing single cancels still restocks once', async () => {
    const { item, shipment } = await shipmentOf(4, 3)
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api(`/shipments?where[id][equals]=${shipment}`, { method: 'PATCH', token: customer.token, body: { status: 'cancelled' } }),
      ),
      ...Array.from({ length: 5 }, () => api(`/shipments/${shipment}`, { method: 'PATCH', token: customer.token, body: { status: 'cancelled' } })),
    ])
    expect(answers.every((answer) => answer.status < 500)).toBe(true)
    expect(await restocksOf(shipment)).toHaveLength(1)
    expect(await balanceOf(item)).toBe(4)
  })
})

describe('one order per project', () => {
  it('staff completing a project while it is paid by card makes one order, and the payment is recorded as it happened', async () => {
    for (let round = 0; round < 10; round += 1) {
      const project = await fixtures.project('awaiting_payment')
      const [staff, card] = await Promise.all([
        api(`/projects/${project.id}`, {
          method: 'PATCH',
          token: staffToken(),
          body: { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' },
        }),
        payByCard(project),
      ])
      const orders = await ordersOf(project.id)
      expect(orders, `round ${round}`).toHaveLength(1)
      const after = await readProject(project.id)
      const completions = (await eventsOf(project.id)).filter((event) => event.outcome === 'completed')
      if (card.result.ok) {
        // The card landed first: the staff form, read before it, may not overwrite it.
        expect(staff.status, `round ${round}`).toBe(409)
        expect(after).toMatchObject({ status: 'completed', paymentMethod: 'card', paymentStatus: 'paid' })
        expect(completions.map((event) => event.paymentId)).toEqual([after.stripeTransactionId])
        expect(orders[0]).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', stripeTransactionId: after.stripeTransactionId })
      } else {
        expect(staff.status, `round ${round}`).toBe(200)
        expect(card.result.message).toMatch(/already been paid|no longer awaiting payment/)
        expect(after).toMatchObject({ status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' })
        expect(after.stripeTransactionId ?? null).toBeNull()
        expect(completions).toHaveLength(0)
      }
      expect(after.order).toBe(orders[0].id)
    }
  })

  it('ten card payments at the same moment: one is taken, nine are refused, one order', async () => {
    const project = await fixtures.project('awaiting_payment')
    const answers = await Promise.all(Array.from({ length: 10 }, () => payByCard(project)))
    const taken = answers.filter((answer) => answer.result.ok === true)
    expect(taken).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.result.ok !== true)) {
      expect(refused.result.message).toBe('This project has already been paid.')
    }
    expect(await ordersOf(project.id)).toHaveLength(1)
    const events = await eventsOf(project.id)
    expect(events.map((event) => event.outcome)).toEqual(['completed'])
  })
})

describe('many writers of one document', () => {
  it('fifty updates at once all finish, and /healthz answers within 2 s throughout', async () => {
    const project = await fixtures.project('proposal_sent')
    const healthTimes: number[] = []
    let writing = true
    const watch = (async () => {
      while (writing) {
        const started = Date.now()
        const health = await request('/healthz')
        healthTimes.push(Date.now() - started)
        expect(health.status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api(`/projects/${project.id}`, { method: 'PATCH', token: staffToken(), body: { name: `${project.name} (edit ${index})` } }),
      ),
    )
    writing = false
    await watch
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(healthTimes.length).toBeGreaterThan(0)
    expect(Math.max(...healthTimes)).toBeLessThan(2000)
    expect((await readProject(project.id)).name).toMatch(/\(edit \d+\)$/)
  })
})

describe('the database itself', () => {
  it('refuses stock below zero, a second order for a project, a second restock of a line and a second completing payment', async () => {
    const { item, shipment } = await shipmentOf(3, 1)
    expect(await refusalOf(`UPDATE inventory_items SET quantity_available = -1 WHERE id = ${item}`)).toMatch(/stock_never_negative/)
    expect(await balanceOf(item)).toBe(2)

    await api(`/shipments/${shipment}`, { method: 'PATCH', token: customer.token, body: { status: 'cancelled' } })
    expect(
      await refusalOf(
        `INSERT INTO inventory_adjustments (inventory_item_id, delta, reason, shipment_id, updated_at, created_at)
         VALUES (${item}, 1, 'shipment_cancelled', ${shipment}, '2026-01-01', '2026-01-01')`,
      ),
    ).toMatch(/unique/i)

    const project = await fixtures.project('awaiting_payment')
    expect((await payByCard(project)).result.ok).toBe(true)
    const other = await fixtures.project('awaiting_payment')
    await api(`/projects/${other.id}`, {
      method: 'PATCH',
      token: staffToken(),
      body: { status: 'completed', paymentMethod: 'invoice', paymentStatus: 'paid' },
    })
    const otherOrder = (await ordersOf(other.id))[0].id
    expect(await refusalOf(`UPDATE orders SET project_id = ${project.id} WHERE id = ${otherOrder}`)).toMatch(/unique/i)
    expect(
      await refusalOf(
        `INSERT INTO payment_events (event_id, source, project_id, payment_id, amount, outcome, updated_at, created_at)
         VALUES ('evt_forged_${project.id}', 'test', ${project.id}, 'pi_forged', 1, 'completed', '2026-01-01', '2026-01-01')`,
      ),
    ).toMatch(/unique/i)
    expect(await ordersOf(project.id)).toHaveLength(1)
  })
})
