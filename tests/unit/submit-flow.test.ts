import { afterEach, describe, expect, it, vi } from 'vitest'

import { submitEnquiry } from '@/components/enquiry/submit-flow'
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
    expect(await submitEnquiry(state, details, signedIn, null, attempt)).toMatchObject({ kind: 'error' })
    expect(await submitEnquiry(state, details, signedIn, null, attempt)).toMatchObject({ kind: 'submitted', enquiryId: 7 })

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
    await submitEnquiry(state, details, signedIn, null, attempt)
    await submitEnquiry(state, { ...details, name: 'Kit for the launch' }, signedIn, null, attempt)
    const [first, changed] = sent.filter((request) => request.method === 'POST').map((request) => request.headers['idempotency-key'])
    expect(changed).not.toBe(first)
  })
})
