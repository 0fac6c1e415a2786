import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startApp, type RunningApp } from '../support/app-server'
import { api, emailsTo } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'
import { startStripeStandIn } from '../support/stripe-stand-in'

const WEBHOOK_SECRET = 'whsec_integration_test'
const STAFF_INBOX = 'orders@swagly.example'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripeApp: RunningApp

/**
 * The Stripe gateway with the real `stripe` SDK: a second app on the same database, configured
 * with Stripe keys and pointed (STRIPE_API_BASE) at a local stand-in for the Stripe API.
 */
beforeAll(async () => {
  fixtures = await reviewFixtures()
  standIn = await startStripeStandIn()
  stripeApp = await startApp({
    ...inject('databaseEnv'),
    STRIPE_SECRET_KEY: 'sk_test_integration',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    // One job runner per database: the first server sends the emails; two processes racing for
    // the same SQLite file's jobs only add lock contention.
    JOBS_AUTORUN: 'false',
  })
})

afterAll(async () => {
  await stripeApp?.stop()
  await standIn?.stop()
})

const start = (project: ReviewProject, email = 'finance@example.com') =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.startCard, [String(project.id), project.shareKey, email], {
    base: stripeApp.baseURL,
  })

let eventCounter = 0
const webhook = async (intent: object, options: { id?: string; secret?: string } = {}) => {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Date.now()}_${++eventCounter}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
  const response = await fetch(`${stripeApp.baseURL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: await response.json(), eventId: JSON.parse(payload).id as string }
}

const read = async (id: number) => (await api(`/projects/${id}?depth=0`, { token: fixtures.staff.token })).body
const ordersOf = async (id: number) => (await api(`/orders?where[project][equals]=${id}&depth=0`, { token: fixtures.staff.token })).body.docs
const eventCount = async () => (await api('/payment-events?limit=0', { token: fixtures.staff.token })).body.totalDocs as number

describe('the Stripe gateway', () => {
  it('creates a PaymentIntent for the server’s amount in AUD cents, with the project in metadata and an idempotency key', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await start(project)
    expect(result).toMatchObject({ ok: true, gateway: 'stripe', clientSecret: expect.stringMatching(/_secret_/) })
    const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    const last = created.at(-1)!
    expect(Number(last.form.get('amount'))).toBe((await fixtures.expectedTotal(project.id, 'card')).total)
    expect(last.form.get('currency')).toBe('aud')
    expect(last.form.get('metadata[projectId]')).toBe(String(project.id))
    expect(last.form.get('metadata[payerEmail]')).toBe('finance@example.com')
    expect(last.headers['idempotency-key']).toMatch(new RegExp(`^project-${project.id}-card-\\d+-`))
    expect(last.headers.authorization).toBe('Bearer sk_test_integration')

    const again = await start(project)
    expect(again.result.paymentIntentId).toBe(result.paymentIntentId)
    expect(standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!.headers['idempotency-key']).toBe(last.headers['idempotency-key'])
  })

  it('does not accept the offline test card when Stripe is configured', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await callServerAction(
      reviewPath('payment', project.id, project.shareKey),
      REVIEW_ACTIONS.payTestCard,
      [String(project.id), project.shareKey, 'finance@example.com', { number: '4242424242424242', expiry: '12/34', cvc: '123' }],
      { base: stripeApp.baseURL },
    )
    expect(result.ok).toBe(false)
    expect((await read(project.id)).paymentStatus).toBe('unpaid')
  })

  it('rejects a webhook with a bad signature with 400 and writes nothing', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await start(project)
    const intent = standIn.succeed(result.paymentIntentId)
    const events = await eventCount()
    const forged = await webhook(intent, { secret: 'whsec_someone_else' })
    expect(forged.status).toBe(400)
    const unsigned = await fetch(`${stripeApp.baseURL}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify({ type: 'payment_intent.succeeded' }),
    })
    expect(unsigned.status).toBe(400)
    expect(await eventCount()).toBe(events)
    expect((await read(project.id)).status).toBe('awaiting_payment')
  })

  it('completes the project once from a signed webhook; a replayed or second event changes nothing', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await start(project)
    const intent = standIn.succeed(result.paymentIntentId)
    const first = await webhook(intent)
    expect(first).toMatchObject({ status: 200, body: { outcome: 'completed' } })
    const paid = await read(project.id)
    expect(paid).toMatchObject({ status: 'completed', paymentStatus: 'paid', stripeTransactionId: intent.id })
    expect(await ordersOf(project.id)).toHaveLength(1)
    // The PaymentIntent was read back from Stripe before completing.
    expect(standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${intent.id}`)).toBe(true)

    const events = await eventCount()
    const replay = await webhook(intent, { id: first.eventId })
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate_event' } })
    expect(await eventCount()).toBe(events)
    const another = await webhook(intent)
    expect(another).toMatchObject({ status: 200, body: { outcome: 'already_paid' } })
    const after = await read(project.id)
    expect(after.statusChangeLog).toEqual(paid.statusChangeLog)
    expect(await ordersOf(project.id)).toHaveLength(1)
  })

  it('refunds a second payer’s payment for a project already paid, once, and tells staff', async () => {
    const project = await fixtures.project('awaiting_payment')
    // Two tabs, two payers: two PaymentIntents, and both customers pay.
    const first = (await start(project, 'first-payer@example.com')).result
    const second = (await start(project, 'second-payer@example.com')).result
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId)
    const firstIntent = standIn.succeed(first.paymentIntentId)
    const secondIntent = standIn.succeed(second.paymentIntentId)
    expect((await webhook(firstIntent)).body.outcome).toBe('completed')

    const [late, lateAgain] = await Promise.all([webhook(secondIntent), webhook(secondIntent)])
    expect([late.body.outcome, lateAgain.body.outcome]).toEqual(['refunded', 'refunded'])
    const back = await callServerAction(
      reviewPath('payment', project.id, project.shareKey),
      REVIEW_ACTIONS.confirmStripe,
      [String(project.id), project.shareKey, second.paymentIntentId],
      { base: stripeApp.baseURL },
    )
    expect(back.result).toEqual({ ok: false, status: 402, message: 'This project has already been paid. Your payment has been refunded in full.' })

    expect(standIn.refunds.filter((refund) => refund.payment_intent === secondIntent.id)).toHaveLength(1)
    expect(standIn.refunds.some((refund) => refund.payment_intent === firstIntent.id)).toBe(false)
    expect(await read(project.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid', stripeTransactionId: firstIntent.id })
    expect(await ordersOf(project.id)).toHaveLength(1)
    const events = (await api(`/payment-events?where[paymentId][equals]=${secondIntent.id}&depth=0`, { token: fixtures.staff.token })).body.docs
    expect(events.map((event: { outcome: string }) => event.outcome)).toEqual(['refunded'])
    const audit = await api(`/audit-log?where[documentId][equals]=${project.id}&where[action][equals]=payment_event&limit=50&depth=0`, {
      token: fixtures.staff.token,
    })
    expect(audit.body.docs.some((entry: { summary: string }) => entry.summary.endsWith(': refunded'))).toBe(true)
    const refundedNotice = (email: { subject: string }) => email.subject.startsWith(`Refunded: ${project.name} `)
    expect((await emailsTo(fixtures.staff.token, STAFF_INBOX, refundedNotice)).filter(refundedNotice)).toHaveLength(1)
  })

  it('refuses a payment whose amount does not match the project, even when signed', async () => {
    const project = await fixtures.project('awaiting_payment')
    const due = (await fixtures.expectedTotal(project.id, 'card')).total
    const short = standIn.add({ amount: due - 100, metadata: { projectId: String(project.id) } })
    const events = await eventCount()
    const answer = await webhook(short)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatch(/not the amount due/)
    expect(await eventCount()).toBe(events)
    expect(await read(project.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' })
    const notPaid = standIn.add({ amount: due, status: 'requires_payment_method', amount_received: 0, metadata: { projectId: String(project.id) } })
    expect((await webhook(notPaid)).status).toBe(400)
  })

  it('completes from the browser’s return too, through the same path', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await start(project)
    standIn.succeed(result.paymentIntentId)
    const confirm = await callServerAction(
      reviewPath('payment', project.id, project.shareKey),
      REVIEW_ACTIONS.confirmStripe,
      [String(project.id), project.shareKey, result.paymentIntentId],
      { base: stripeApp.baseURL },
    )
    expect(confirm.result).toEqual({ ok: true })
    expect(await read(project.id)).toMatchObject({ status: 'completed', stripeTransactionId: result.paymentIntentId })
    const other = await fixtures.project('awaiting_payment')
    const wrongProject = await callServerAction(
      reviewPath('payment', other.id, other.shareKey),
      REVIEW_ACTIONS.confirmStripe,
      [String(other.id), other.shareKey, result.paymentIntentId],
      { base: stripeApp.baseURL },
    )
    expect(wrongProject.result.ok).toBe(false)
    expect((await read(other.id)).status).toBe('awaiting_payment')
  })
})
