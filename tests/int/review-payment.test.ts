import { inflateSync } from 'node:zlib'

import { beforeAll, describe, expect, it } from 'vitest'

import { api, baseURL, emailsTo, request } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>

beforeAll(async () => {
  fixtures = await reviewFixtures()
})

const GOOD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' }

const pay = (project: ReviewProject, card: object, email = 'finance@example.com') =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.payTestCard, [
    String(project.id),
    project.shareKey,
    email,
    card,
  ])

const invoice = (project: ReviewProject, email = 'accounts@example.com', ...purchaseOrderNumber: [string?]) =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, [
    String(project.id),
    project.shareKey,
    email,
    ...purchaseOrderNumber,
  ])

/** The PDF's content streams, inflated: pdf-lib writes text as hex strings inside them. */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body!, 'latin1')).toString('latin1')
      } catch {
        return ''
      }
    })
    .join('\n')

const read = async (id: number) => (await api(`/projects/${id}?depth=0`, { token: fixtures.staff.token })).body
const ordersOf = async (id: number) => (await api(`/orders?where[project][equals]=${id}&depth=0`, { token: fixtures.staff.token })).body.docs
const eventsOf = async (id: number) => (await api(`/payment-events?where[project][equals]=${id}&depth=0`, { token: fixtures.staff.token })).body.docs

describe('card payments through the offline test gateway', () => {
  it('declines 4000 0000 0000 0002 with Stripe’s message and changes nothing', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await pay(project, DECLINED)
    expect(result).toEqual({ ok: false, status: 402, message: 'Your card was declined.' })
    const after = await read(project.id)
    expect(after).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' })
    expect(after.order ?? null).toBeNull()
    expect(await eventsOf(project.id)).toHaveLength(0)
  })

  it('refuses bad card details and a missing receipt email field by field', async () => {
    const project = await fixtures.project('awaiting_payment')
    expect((await pay(project, { number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '1' })).result.errors).toEqual({
      number: 'Your card number is incorrect.',
      expiry: 'Your card’s expiration date is in the past.',
      cvc: 'Your card’s security code is incomplete.',
    })
    expect((await pay(project, GOOD, 'not-an-email')).result.errors.payerEmail).toMatch(/valid email/)
    expect((await read(project.id)).paymentStatus).toBe('unpaid')
  })

  it('completes with 4242…: paid, completed by the gateway, the order created, receipts and staff notice sent', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await pay(project, GOOD, 'Finance@Example.com')
    expect(result).toEqual({ ok: true })
    const after = await read(project.id)
    expect(after).toMatchObject({ status: 'completed', paymentStatus: 'paid', paymentMethod: 'card' })
    expect(after.stripeTransactionId).toMatch(/^pi_test_/)
    expect(after.statusChangeLog.at(-1).status).toBe('completed')
    const orders = await ordersOf(project.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ status: 'pending', paymentStatus: 'paid', stripeTransactionId: after.stripeTransactionId })
    const events = await eventsOf(project.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ source: 'test', outcome: 'completed', amount: (await fixtures.expectedTotal(project.id, 'card')).total })
    expect(
      (await emailsTo(fixtures.staff.token, 'finance@example.com')).some((e) => e.subject.startsWith('Receipt') && e.subject.includes(project.name)),
    ).toBe(true)
    expect(
      (await emailsTo(fixtures.staff.token, 'demo@swagly.example')).some((e) => e.subject.startsWith('Receipt') && e.subject.includes(project.name)),
    ).toBe(true)
    expect((await emailsTo(fixtures.staff.token, 'orders@swagly.example')).some((e) => e.subject.startsWith(`Paid: ${project.name}`))).toBe(true)

    const receipt = await request<string>(reviewPath('payment', project.id, project.shareKey))
    expect(receipt.status).toBe(200)
    expect(String(receipt.body)).toContain(after.stripeTransactionId)
    expect(String(receipt.body)).not.toContain('Test mode — no real card is charged')
  })

  it('completes once when two payments race: one order, one completion event', async () => {
    const project = await fixtures.project('awaiting_payment')
    const results = await Promise.all([pay(project, GOOD), pay(project, GOOD), pay(project, GOOD)])
    expect(results.some(({ result }) => result.ok)).toBe(true)
    expect(await ordersOf(project.id)).toHaveLength(1)
    expect((await eventsOf(project.id)).filter((e: { outcome: string }) => e.outcome === 'completed')).toHaveLength(1)
    const after = await read(project.id)
    expect(after.statusChangeLog.filter((e: { status: string }) => e.status === 'completed')).toHaveLength(1)
  })

  it('does not take a second payment for a paid project', async () => {
    const project = await fixtures.project('awaiting_payment')
    await pay(project, GOOD)
    const before = await read(project.id)
    const again = await pay(project, GOOD)
    expect(again.result.ok).toBe(false)
    const after = await read(project.id)
    expect(after.stripeTransactionId).toBe(before.stripeTransactionId)
    expect(await ordersOf(project.id)).toHaveLength(1)
  })
})

describe('paying by invoice', () => {
  it('issues a numbered invoice due in 14 days, marks the project invoiced and emails the PDF', async () => {
    const project = await fixtures.project('awaiting_payment')
    const { result } = await invoice(project)
    expect(result).toEqual({ ok: true })
    const after = await read(project.id)
    expect(after).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'invoiced', paymentMethod: 'invoice' })
    expect(after.invoice.number).toMatch(/^INV-\d{6}$/)
    expect(new Date(after.invoice.dueAt).getTime() - new Date(after.invoice.issuedAt).getTime()).toBe(14 * 86_400_000)
    const issued = (await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: fixtures.staff.token })).body.docs
    expect(issued).toHaveLength(1)
    const expected = await fixtures.expectedTotal(project.id, 'invoice')
    expect(issued[0]).toMatchObject({ number: after.invoice.number, total: expected.totalIncGst, gst: expected.gst, subtotal: expected.subtotal })

    const sent = (await emailsTo(fixtures.staff.token, 'accounts@example.com')).find((e) => e.subject.includes(after.invoice.number))
    expect(sent?.attachments).toEqual([expect.objectContaining({ filename: `${after.invoice.number}.pdf`, size: expect.any(Number) })])

    const pdf = await fetch(`${baseURL()}/review/projects/${project.id}/invoice?key=${encodeURIComponent(project.shareKey)}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfText(bytes)).toContain(Buffer.from(after.invoice.number).toString('hex').toUpperCase())

    const again = await invoice(project)
    expect(again.result).toEqual({ ok: true })
    expect((await read(project.id)).invoice.number).toBe(after.invoice.number)
  })

  it('takes a PO number with the request, prints it on the invoice, and keeps the issued invoice’s number', async () => {
    const project = await fixtures.project('awaiting_payment')
    const refused = await invoice(project, 'accounts@example.com', 'PO <script>')
    expect(refused.result).toEqual({
      ok: false,
      status: 400,
      message: expect.stringMatching(/PO number is up to 40/),
      errors: { purchaseOrderNumber: expect.stringMatching(/PO number is up to 40/) },
    })
    expect(await read(project.id)).toMatchObject({ paymentStatus: 'unpaid', purchaseOrderNumber: null })

    expect((await invoice(project, 'accounts@example.com', '  PO-2026   0042 ')).result).toEqual({ ok: true })
    expect(await read(project.id)).toMatchObject({ paymentStatus: 'invoiced', purchaseOrderNumber: 'PO-2026 0042' })
    const pdf = await fetch(`${baseURL()}/review/projects/${project.id}/invoice?key=${encodeURIComponent(project.shareKey)}`)
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(Buffer.from('PO-2026 0042').toString('hex').toUpperCase())

    // Once printed on an issued invoice, another number sent with a later request changes nothing.
    expect((await invoice(project, 'accounts@example.com', 'OTHER-1')).result).toEqual({ ok: true })
    expect((await read(project.id)).purchaseOrderNumber).toBe('PO-2026 0042')
  })

  it('lets the owner download the PDF from a session, and nobody else', async () => {
    const project = await fixtures.project('awaiting_payment')
    await invoice(project)
    const path = `/review/projects/${project.id}/invoice`
    expect((await request(path, { token: fixtures.owner.token })).status).toBe(200)
    expect((await request(path, { token: fixtures.staff.token })).status).toBe(200)
    expect((await request(path, { token: fixtures.other.token })).status).toBe(404)
    expect((await request(path)).status).toBe(404)
  })

  it('never gives two invoices the same number, however many are issued at once', async () => {
    const projects = await Promise.all([0, 1, 2, 3, 4].map(() => fixtures.project('awaiting_payment')))
    const results = await Promise.all(projects.map((project) => invoice(project)))
    expect(results.map(({ result }) => result)).toEqual(projects.map(() => ({ ok: true })))
    const numbers = await Promise.all(projects.map(async (project) => (await read(project.id)).invoice.number as string))
    expect(new Set(numbers).size).toBe(projects.length)
    const sequences = numbers.map((number) => Number(number.slice(4))).sort((a, b) => a - b)
    expect(sequences.at(-1)! - sequences[0]!).toBe(projects.length - 1)
  })
})
