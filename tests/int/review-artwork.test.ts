import { beforeAll, describe, expect, it } from 'vitest'

import { api, DEMO, emailsTo, request } from '../support/http'
import { artworkPath, reviewFixtures } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let order: Awaited<ReturnType<Awaited<ReturnType<typeof reviewFixtures>>['orderWithProofs']>>
let ownerCookie: string
let otherCookie: string

beforeAll(async () => {
  fixtures = await reviewFixtures()
  order = await fixtures.orderWithProofs()
  ownerCookie = `payload-token=${fixtures.owner.token}`
  otherCookie = `payload-token=${fixtures.other.token}`
})

const review = (input: object, cookie?: string, key = order.shareKey) =>
  callServerAction(artworkPath(order.id, key), REVIEW_ACTIONS.artwork, [String(order.id), key, input], { cookie })

// A browser's page load: the session cookie plus the header Payload needs to trust a cookie without an Origin.
const asBrowser = (cookie: string) => ({ cookie, headers: { 'sec-fetch-site': 'same-origin' } })

const readOrder = async () => (await api(`/orders/${order.id}?depth=0`, { token: fixtures.staff.token })).body

describe('artwork approval', () => {
  it('checks the link before asking anyone to log in', async () => {
    const anonymous = await request(artworkPath(order.id, order.shareKey))
    expect(anonymous.status).toBe(307)
    const next = new URL(anonymous.headers.get('location')!, 'http://x').searchParams.get('next')
    expect(next).toBe(artworkPath(order.id, order.shareKey))
    for (const path of [artworkPath(order.id, 'wrong'), artworkPath(order.id), artworkPath(999_999, order.shareKey)]) {
      const answer = await request<string>(path)
      expect(answer.status, path).toBe(404)
      expect(String(answer.body)).not.toContain(order.name)
    }
  })

  it('shows another customer the same not-found page, and refuses their verdicts', async () => {
    const answer = await request<string>(artworkPath(order.id, order.shareKey), asBrowser(otherCookie))
    expect(answer.status).toBe(404)
    expect(String(answer.body)).not.toContain(order.name)
    const { result } = await review({ itemId: order.itemIds[0], verdict: 'approved' }, otherCookie)
    expect(result.ok).toBe(false)
    const anonymous = await review({ itemId: order.itemIds[0], verdict: 'approved' })
    expect(anonymous.result).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/Log in/) })
    expect((await readOrder()).artworkReviewItems.every((item: { status: string }) => item.status === 'pending')).toBe(true)
  })

  it('shows the owner every proof large', async () => {
    const answer = await request<string>(artworkPath(order.id, order.shareKey), asBrowser(ownerCookie))
    expect(answer.status).toBe(200)
    expect(String(answer.body)).toContain(order.name)
    expect(String(answer.body).match(/alt="Artwork proof for /g)).toHaveLength(order.itemIds.length)
  })

  it('needs a comment to request changes, then records who and when and tells staff what to change', async () => {
    const empty = await review({ itemId: order.itemIds[1], verdict: 'changes_requested', comment: '  ' }, ownerCookie)
    expect(empty.result).toEqual({ ok: false, status: 400, message: 'Tell us what to change.', errors: { comment: 'Tell us what to change.' } })
    const { result } = await review({ itemId: order.itemIds[1], verdict: 'changes_requested', comment: 'Make the logo 20% larger.' }, ownerCookie)
    expect(result).toEqual({ ok: true, allApproved: false })
    const item = (await readOrder()).artworkReviewItems.find((i: { id: string }) => i.id === order.itemIds[1])
    expect(item).toMatchObject({ status: 'changes_requested', customerComments: 'Make the logo 20% larger.', reviewedBy: DEMO.customerA.email })
    expect(Date.now() - new Date(item.reviewedAt).getTime()).toBeLessThan(60_000)
    const notice = (await emailsTo(fixtures.staff.token, 'orders@swagly.example')).find((e) => e.subject === `Changes requested: ${order.name}`)
    expect(notice?.text).toContain('Make the logo 20% larger.')
  })

  it('moves the order on, and tells staff, once every proof is approved', async () => {
    const first = await review({ itemId: order.itemIds[0], verdict: 'approved' }, ownerCookie)
    expect(first.result).toEqual({ ok: true, allApproved: false })
    expect((await readOrder()).status).toBe('proposal_sent')
    const last = await review({ itemId: order.itemIds[1], verdict: 'approved' }, ownerCookie)
    expect(last.result).toEqual({ ok: true, allApproved: true })
    const after = await readOrder()
    expect(after.status).toBe('awaiting_confirmation')
    expect(after.statusChangeLog.at(-1).status).toBe('awaiting_confirmation')
    expect(
      after.artworkReviewItems.every((i: { status: string; reviewedBy: string }) => i.status === 'approved' && i.reviewedBy === DEMO.customerA.email),
    ).toBe(true)
    expect((await emailsTo(fixtures.staff.token, 'orders@swagly.example')).some((e) => e.subject === `Artwork approved: ${order.name}`)).toBe(true)
    const late = await review({ itemId: order.itemIds[0], verdict: 'changes_requested', comment: 'Too late' }, ownerCookie)
    expect(late.result.ok).toBe(false)
    expect((await readOrder()).status).toBe('awaiting_confirmation')
  })
})
