import { afterEach, describe, expect, it, vi } from 'vitest'

import { submitEnquiry } from '@/components/enquiry/submit-flow'
import { checkRegistration } from '@/features/enquiry/registration'
import { idempotencyKeyProblem } from '@/domain/idempotency'
import { initialEnquiryState } from '@/domain/enquiry-model'
import { submissionAttempt } from '@/domain/submission-attempt'

// The check-registration server action runs on the server; in the browser it is a call to it.
vi.mock('@/features/enquiry/registration', () => ({ checkRegistration: vi.fn() }))

type Sent = { url: string; method: string; headers: Record<string, string> }

/** The browser's fetch as the enquiry form meets it: the first create's answer is lost on the way. */
const serverLosingFirstAnswer = () => {
  const sent: Sent[] = []
  let creates = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: { ...(init.headers as Record<string, string>) } })
    if (init.method === 'POST' && ++creates === 1) throw new TypeError('Failed to fetch')
    return Response.json(
      { doc: { id: 7, name: 'Kit', status: init.method === 'POST' ? 'pending' : 'submitted' } },
      { status: init.method === 'POST' ? 201 : 200 },
    )
  })
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const details = { name: 'Kit', email: 'jo@example.com', audience: '', quantity: '', budget: '' }
const signedIn = { id: 3, email: 'jo@example.com' }

describe('submitting an enquiry from the storefront', () => {
  it('sends an Idempotency-Key with the new enquiry, and the same one when the submission is retried', async () => {
    const sent = serverLosingFirstAnswer()
    const attempt = submissionAttempt()
    const state = initialEnquiryState(() => 0)
    expect(await submitEnquiry(state, details, signedIn, attempt)).toMatchObject({ kind: 'error' })
    expect(await submitEnquiry(state, details, signedIn, attempt)).toMatchObject({ kind: 'submitted', enquiryId: 7 })

    const creates = sent.filter((request) => request.method === 'POST')
    expect(creates.map((request) => request.url)).toEqual(['/payload-api/enquiries?depth=0', '/payload-api/enquiries?depth=0'])
    const [first, retry] = creates.map((request) => request.headers['idempotency-key'])
    expect(idempotencyKeyProblem(first)).toBeNull()
    expect(retry).toBe(first)
  })

  it('a changed submission is a new request with a new key', async () => {
    const sent = serverLosingFirstAnswer()
    const attempt = submissionAttempt()
    const state = initialEnquiryState(() => 0)
    await submitEnquiry(state, details, signedIn, attempt)
    await submitEnquiry(state, { ...details, name: 'Kit for the launch' }, signedIn, attempt)
    const [first, changed] = sent.filter((request) => request.method === 'POST').map((request) => request.headers['idempotency-key'])
    expect(changed).not.toBe(first)
  })
})

describe('a visitor sending a second enquiry under another email', () => {
  it('gets a customer for that email and never asks to rename the first enquiry’s customer', async () => {
    vi.mocked(checkRegistration).mockResolvedValue({ kind: 'unregistered' })
    const sent: Sent[] = []
    let customers = 0
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), headers: {} })
      if (url.endsWith('/customers/create-inactive')) {
        const { email } = JSON.parse(String(init.body)) as { email: string }
        return Response.json({ customer: { id: ++customers, email, isActive: false } }, { status: 201 })
      }
      if (url.includes('/update-inactive-customer-email')) return Response.json({ message: 'No inactive customer to update.' }, { status: 403 })
      return Response.json({ doc: { id: 7, name: 'Kit', status: init.method === 'POST' ? 'pending' : 'submitted' } })
    })
    const first = await submitEnquiry(
      initialEnquiryState(() => 0),
      details,
      null,
      submissionAttempt(),
    )
    const second = await submitEnquiry(
      initialEnquiryState(() => 0),
      { ...details, email: 'sam@example.com' },
      null,
      submissionAttempt(),
    )
    expect(first).toMatchObject({ kind: 'submitted', customer: { id: 1, email: 'jo@example.com' } })
    expect(second).toMatchObject({ kind: 'submitted', customer: { id: 2, email: 'sam@example.com' } })
    expect(sent.filter((request) => request.url.includes('update-inactive-customer-email'))).toEqual([])
  })
})
