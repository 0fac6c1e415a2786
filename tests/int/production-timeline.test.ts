import { beforeAll, describe, expect, it } from 'vitest'

import { addBusinessDays } from '@/domain/business-days'
import { formatDate } from '@/domain/display-date'
import { businessDaysToShip, completedActualDates, planTimeline } from '@/domain/production-timeline'

import { oneAustralianDay } from '../support/australian-day'
import { api, DEMO, emailsTo, graphql, request } from '../support/http'
import { refusalOf, rowsOf } from '../support/raw-sql'
import { artworkPath, reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let order: Awaited<ReturnType<Awaited<ReturnType<typeof reviewFixtures>>['orderWithProofs']>>
let projectId: number
let today: string
let inHandsDate: string

type Stage = { id: string; stage: string; plannedDate: string; actualDate: string | null }

const review = (itemId: string) =>
  callServerAction(
    artworkPath(order.id, order.shareKey),
    REVIEW_ACTIONS.artwork,
    [String(order.id), order.shareKey, { itemId, verdict: 'approved' }],
    {
      cookie: `payload-token=${fixtures.owner.token}`,
    },
  )

const readyMoves = async () =>
  (await emailsTo(fixtures.staff.token, DEMO.customerA.email)).filter((e) => e.subject.startsWith(`${order.name}: now ready to ship`))

const setStatus = (status: string) => api(`/orders/${order.id}`, { method: 'PATCH', token: fixtures.staff.token, body: { status } })

const readOrder = async () => (await api(`/orders/${order.id}?depth=0`, { token: fixtures.staff.token })).body
const day = (value: string | null) => (value ? value.slice(0, 10) : null)
const stagesOf = (doc: { timeline: { stages: Stage[] } }) =>
  doc.timeline.stages.map((s) => ({ stage: s.stage, plannedDate: day(s.plannedDate), actualDate: day(s.actualDate) }))

const markDone = (stages: Stage[], done: Record<string, string | null>, token = fixtures.staff.token) =>
  api(`/orders/${order.id}`, {
    method: 'PATCH',
    token,
    body: { timeline: { stages: stages.map((s) => ({ id: s.id, actualDate: s.stage in done ? done[s.stage] : s.actualDate })) } },
  })

beforeAll(async () => {
  today = await oneAustralianDay()
  inHandsDate = addBusinessDays(today, 3, 'NSW')
  fixtures = await reviewFixtures()
  const products = (await api('/products?limit=100&depth=0', { token: fixtures.staff.token })).body.docs as { id: number; hasSizing: boolean }[]
  // The fixtures' order has the first sized and the first plain product; the slower one sets the pace.
  for (const [product, days] of [
    [products.find((p) => p.hasSizing)!, 12],
    [products.find((p) => !p.hasSizing)!, 4],
  ] as const) {
    const saved = await api(`/products/${product.id}`, { method: 'PATCH', token: fixtures.staff.token, body: { leadTimeDays: days } })
    expect(saved.status).toBe(200)
  }
  order = await fixtures.orderWithProofs()
  projectId = (await readOrder()).project
  await fixtures.patch(fixtures.staff.token, projectId, { dueDate: `${inHandsDate}T00:00:00.000Z` })
}, 120_000)

describe('production timeline', () => {
  it('refuses a product lead time that is not a sensible number of days', async () => {
    const product = (await api('/products?limit=1&depth=0', { token: fixtures.staff.token })).body.docs[0]
    for (const leadTimeDays of [0, 500]) {
      const answer = await api(`/products/${product.id}`, { method: 'PATCH', token: fixtures.staff.token, body: { leadTimeDays } })
      expect(answer.status, String(leadTimeDays)).toBe(400)
    }
  })

  it('is planned once when the last two proofs are approved at the same moment', async () => {
    expect((await readOrder()).timeline?.approvedOn ?? null).toBeNull()
    const results = await Promise.all(order.itemIds.map((itemId) => review(itemId)))
    expect(results.map((r) => r.result.ok)).toEqual([true, true])
    expect(results.filter((r) => r.result.allApproved)).toHaveLength(1)
    const after = await readOrder()
    expect(after.artworkReviewItems.every((i: { status: string }) => i.status === 'approved')).toBe(true)
    const expected = planTimeline({ approvedOn: today, leadTimeDays: 12, state: 'NSW' })
    expect(stagesOf(after)).toEqual(expected)
    expect(after.timeline).toMatchObject({ state: 'NSW', leadTimeDays: 12, meetsInHandsDate: false, nextStage: 'production' })
    expect(day(after.timeline.inHandsDate)).toBe(inHandsDate)
    expect(day(after.timeline.nextDue)).toBe(expected[0].plannedDate)
    const rows = await rowsOf(`SELECT stage FROM orders_timeline_stages WHERE _parent_id = ${order.id}`)
    expect(rows.map((r) => r.stage).sort()).toEqual(['production', 'quality_check', 'ready_to_ship', 'received'])
  })

  it('holds each stage once per order in the database itself', async () => {
    const refusal = await refusalOf(
      `INSERT INTO orders_timeline_stages (_order, _parent_id, id, stage) VALUES (9, ${order.id}, 'duplicate-stage', 'production')`,
    )
    expect(refusal).toMatch(/unique/i)
  })

  it('shows the timeline to its customer only, by REST and GraphQL', async () => {
    const own = await api(`/orders/${order.id}?depth=0`, { token: fixtures.owner.token })
    expect(own.body.timeline.stages).toHaveLength(4)
    const other = await api(`/orders/${order.id}?depth=0`, { token: fixtures.other.token })
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.body)).not.toContain('plannedDate')
    const query = `query($id: Int!) { Order(id: $id) { timeline { stages { stage plannedDate } } } }`
    const mine = await graphql(query, { id: order.id }, fixtures.owner.token)
    expect(mine.body.data.Order.timeline.stages).toHaveLength(4)
    const theirs = await graphql(query, { id: order.id }, fixtures.other.token)
    expect(theirs.body.data?.Order ?? null).toBeNull()
    const list = await graphql(
      `
        {
          Orders(limit: 100) {
            docs {
              id
              timeline {
                nextDue
              }
            }
          }
        }
      `,
      {},
      fixtures.other.token,
    )
    expect(list.body.data.Orders.docs.map((d: { id: number }) => d.id)).not.toContain(order.id)
  })

  it('lets only staff mark a stage done', async () => {
    const before = await readOrder()
    const asOwner = await markDone(before.timeline.stages, { production: `${today}T00:00:00.000Z` }, fixtures.owner.token)
    expect(asOwner.status).toBeLessThan(500)
    expect(stagesOf(await readOrder())).toEqual(stagesOf(before))
  })

  it('refuses stage dates out of order or in the future, in plain words, and writes nothing', async () => {
    const before = await readOrder()
    const outOfOrder = await markDone(before.timeline.stages, { quality_check: `${today}T00:00:00.000Z` })
    expect(outOfOrder.status).toBe(400)
    expect(outOfOrder.body.errors[0].message).toBe('Mark production done before quality check.')
    const future = await markDone(before.timeline.stages, { production: `${addBusinessDays(today, 5, 'NSW')}T00:00:00.000Z` })
    expect(future.status).toBe(400)
    expect(future.body.errors[0].message).toBe('Production cannot be done on a future date.')
    expect(stagesOf(await readOrder())).toEqual(stagesOf(before))
  })

  it('re-plans later stages from the day staff mark a stage done, and tells the customer once per move', async () => {
    const before = await readOrder()
    const saved = await markDone(before.timeline.stages, { production: `${today}T00:00:00.000Z` })
    expect(saved.status).toBe(200)
    const after = await readOrder()
    const expected = planTimeline({ approvedOn: today, leadTimeDays: 12, state: 'NSW' }, { production: today })
    expect(stagesOf(after)).toEqual(expected)
    expect(after.timeline).toMatchObject({ nextStage: 'quality_check', meetsInHandsDate: expected[3].plannedDate <= inHandsDate })
    // Saving again without a change moves nothing, so sends nothing.
    expect((await markDone(after.timeline.stages, {})).status).toBe(200)
    const moved = (
      await emailsTo(fixtures.staff.token, DEMO.customerA.email, (e) => e.subject.startsWith(`${order.name}: now ready to ship`))
    ).filter((e) => e.subject.startsWith(`${order.name}: now ready to ship`))
    expect(moved).toHaveLength(1)
  })

  it('tells staff once about a stage past its planned day, however many runs look, and lists it in the work queue', async () => {
    const { body: settings } = await api('/globals/site-settings?depth=0', { token: fixtures.staff.token })
    const staffAddress = settings.supplier.staffNotificationEmail || settings.supplier.email
    const lateDay = '2026-01-05'
    await rowsOf(`UPDATE orders SET timeline_next_due = '${lateDay}T00:00:00.000Z' WHERE id = ${order.id}`)
    // Two runs queued at the same moment, as two instances' schedules would.
    const now = new Date().toISOString()
    await rowsOf(
      `INSERT INTO payload_jobs (input, task_slug, queue, total_tried, processing, has_error, created_at, updated_at)
       VALUES ('{}', 'productionOverdue', 'default', 0, false, false, '${now}', '${now}'), ('{}', 'productionOverdue', 'default', 0, false, false, '${now}', '${now}')`,
    )
    const about = (email: { subject: string; html: string }) => email.subject.startsWith('Production running late') && email.html.includes(order.name)
    const arrived = await emailsTo(fixtures.staff.token, staffAddress, about, 30_000)
    expect(arrived.filter(about)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const alerts = (await emailsTo(fixtures.staff.token, staffAddress, about)).filter(about)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.html).toContain(`/admin/collections/orders/${order.id}`)

    const admin = await request<string>('/admin', { cookie: `payload-token=${fixtures.staff.token}`, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(admin.body).toContain('Production running late')
    expect(admin.body).toMatch(new RegExp(`/admin/collections/orders/${order.id}"`))
  })

  it('keeps the done dates staff recorded through "Start production", and moves no planned date', async () => {
    const before = await readOrder()
    expect(before.status).toBe('awaiting_confirmation')
    expect(day(before.timeline.stages[0].actualDate)).toBe(today)
    const emailsBefore = (await readyMoves()).length
    expect((await setStatus('awaiting_payment')).status).toBe(200)
    const after = await readOrder()
    expect(stagesOf(after)).toEqual(planTimeline({ approvedOn: today, leadTimeDays: 12, state: 'NSW' }, { production: today }))
    expect(after.timeline).toMatchObject({ nextStage: 'quality_check' })
    // Nothing the customer sees moved, so nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await readyMoves()).toHaveLength(emailsBefore)
  })

  it('"Goods received" marks every open stage done that day, tells the customer, and shows the timeline complete', async () => {
    expect((await setStatus('completed')).status).toBe(200)
    const after = await readOrder()
    const done = completedActualDates({ production: today }, today)
    expect(stagesOf(after)).toEqual(planTimeline({ approvedOn: today, leadTimeDays: 12, state: 'NSW' }, done))
    expect(after.timeline).toMatchObject({ nextStage: null, nextDue: null })
    const moved = await emailsTo(
      fixtures.staff.token,
      DEMO.customerA.email,
      (e) => e.subject === `${order.name}: now ready to ship ${formatDate(today)}`,
    )
    expect(moved.filter((e) => e.subject === `${order.name}: now ready to ship ${formatDate(today)}`)).toHaveLength(1)

    const page = await request<string>(`/dashboard/orders/${order.id}`, {
      cookie: `payload-token=${fixtures.owner.token}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Production complete')
    expect(page.body).not.toContain('Not yet')
    expect(page.body).not.toContain('On track for')
  })

  it('shows the demo data’s completed orders with every stage done', async () => {
    const { body } = await api(`/orders?where[status][equals]=completed&where[customer][equals]=${fixtures.owner.id}&limit=100&depth=0`, {
      token: fixtures.staff.token,
    })
    const seeded = (body.docs as { name: string; timeline: { nextStage: string | null; stages: Stage[] } }[]).filter(
      (doc) => doc.name === 'Conference Essentials' || doc.name === 'Christmas Party 2025',
    )
    expect(seeded).toHaveLength(2)
    for (const doc of seeded) {
      expect(doc.timeline.stages.map((s) => s.stage)).toEqual(['production', 'quality_check', 'received', 'ready_to_ship'])
      expect(doc.timeline.stages.every((s) => s.actualDate)).toBe(true)
      expect(doc.timeline.nextStage).toBeNull()
    }
  })

  it('tells the finalising customer the lead time of their own products', async () => {
    // The fixtures' project has the sized product (12 days, set above) and the plain one (4).
    const project = await fixtures.project('proposal_sent')
    const page = await request<string>(reviewPath('finalise', project.id, project.shareKey))
    expect(page.status).toBe(200)
    expect(page.body).toContain(`Made in 12 business days after artwork approval, ready to ship in about ${businessDaysToShip(12)}.`)
    expect(page.body).not.toContain('10 business days')
  })
})
