import { beforeAll, describe, expect, it } from 'vitest'

import { api, request } from '../support/http'
import { artworkPath, reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let open: ReviewProject
let payable: ReviewProject

beforeAll(async () => {
  fixtures = await reviewFixtures()
  open = await fixtures.project('proposal_sent')
  payable = await fixtures.project('awaiting_payment')
})

const page = async (path: string) => {
  const response = await request<string>(path)
  return { status: response.status, html: String(response.body) }
}

describe('the share guard', () => {
  it('opens each page with its own key', async () => {
    const finalise = await page(reviewPath('finalise', open.id, open.shareKey))
    expect(finalise.status).toBe(200)
    expect(finalise.html).toContain(open.name)
    expect(finalise.html).toContain('noindex')
    const payment = await page(reviewPath('payment', payable.id, payable.shareKey))
    expect(payment.status).toBe(200)
    expect(payment.html).toContain(payable.name)
  })

  it('answers a wrong, missing or borrowed key and an unknown id with the site’s not-found page, revealing nothing', async () => {
    const unknownRoute = await page('/no-such-page-here')
    expect(unknownRoute.status).toBe(404)
    const attempts = [
      reviewPath('finalise', open.id, 'x'.repeat(43)),
      reviewPath('finalise', open.id),
      reviewPath('finalise', open.id, ''),
      reviewPath('finalise', open.id, payable.shareKey),
      reviewPath('finalise', 999_999, open.shareKey),
      `/review/projects/abc/finalise?key=${open.shareKey}`,
      reviewPath('payment', payable.id, open.shareKey),
      reviewPath('payment', payable.id, `${payable.shareKey}x`),
      artworkPath(open.id, open.shareKey),
    ]
    for (const path of attempts) {
      const answer = await page(path)
      expect(answer.status, path).toBe(404)
      expect(answer.html, path).toContain('Page not found')
      for (const secret of [open.name, payable.name, 'Your items', 'This link has already been used']) expect(answer.html, path).not.toContain(secret)
    }
  })

  it('says a link whose step is over has been used, and shows nothing of the project', async () => {
    const used = await page(reviewPath('finalise', payable.id, payable.shareKey))
    expect(used.status).toBe(200)
    expect(used.html).toContain('This link has already been used')
    expect(used.html).not.toContain(payable.name)
    expect(used.html).not.toContain('Your items')
    const early = await page(reviewPath('payment', open.id, open.shareKey))
    expect(early.html).toContain('This link has already been used')
    expect(early.html).not.toContain(open.name)
  })

  it('serves mockups and invoices only through the right key', async () => {
    const [line] = open.lineIds
    const mockup = (key: string) => request(`/review/projects/${open.id}/mockups/${line}?key=${encodeURIComponent(key)}&size=sm`)
    expect((await mockup(payable.shareKey)).status).toBe(404)
    expect((await request(`/review/projects/${payable.id}/mockups/${line}?key=${encodeURIComponent(payable.shareKey)}`)).status).toBe(404)
    expect((await request(`/review/projects/${payable.id}/invoice?key=${encodeURIComponent(open.shareKey)}`)).status).toBe(404)
  })

  it('refuses server actions with a wrong key and writes nothing', async () => {
    const { result } = await callServerAction(reviewPath('finalise', open.id, 'wrong'), REVIEW_ACTIONS.finalise, [
      String(open.id),
      payable.shareKey,
      {},
    ])
    expect(result).toEqual({ ok: false, status: 404, message: expect.stringMatching(/no longer valid/) })
    const invoice = await callServerAction(reviewPath('payment', payable.id), REVIEW_ACTIONS.invoice, [
      String(payable.id),
      open.shareKey,
      'finance@example.com',
    ])
    expect(invoice.result.ok).toBe(false)
    const after = (await api(`/projects/${payable.id}?depth=0`, { token: fixtures.staff.token })).body
    expect(after.paymentStatus).toBe('unpaid')
    expect(after.invoice?.number ?? null).toBeNull()
  })
})
