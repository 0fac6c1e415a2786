import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { QueuedEmail } from '@/email/queue'

import { startApp, type RunningApp } from '../support/app-server'
import { api, cookieValue, DEMO, login, setCookie } from '../support/http'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every email the outbox holds, read from its folder, which every app on this database shares. */
const outbox = async (): Promise<{ to: string; subject: string }[]> => {
  const dir = inject('databaseEnv').OUTBOX_DIR!
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'))
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))))
}

/** Each enquiry sends two emails: the confirmation to the visitor and the notice to staff naming them. */
const deliveries = async (visitors: string[]) => {
  const emails = await outbox()
  return visitors.flatMap((visitor) => [
    { email: `to ${visitor}`, count: emails.filter((email) => email.to === visitor).length },
    { email: `to staff about ${visitor}`, count: emails.filter((email) => email.to !== visitor && email.subject.includes(visitor)).length },
  ])
}
const delivered = async (visitors: string[]) => (await deliveries(visitors)).filter((entry) => entry.count > 0).length

/** How many of the emails to or about `visitors` are in jobs marked as being processed. */
const heldFor = async (visitors: string[]) => {
  const staff = await login('staff-members', DEMO.staff)
  const { body } = await api<{ docs: { input?: { email?: QueuedEmail } }[] }>(
    '/payload-jobs?where[processing][equals]=true&limit=200&depth=0',
    { token: staff.token },
  )
  const email = (job: (typeof body.docs)[number]) => job.input?.email
  return body.docs.filter((job) => visitors.some((visitor) => email(job)?.to === visitor || email(job)?.subject.includes(visitor))).length
}

/** A visitor with a pending enquiry, ready to submit. */
const visitorWithEnquiry = async (product: number) => {
  const email = `crash-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const created = await api('/customers/create-inactive', { body: { email } })
  const cookie = cookieValue(setCookie(created.headers, 'inactive-customer'))
  const enquiry = await api('/enquiries', { cookie, body: { name: 'Crash kit', customer: created.body.customer.id, items: [{ product }] } })
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201)
  return { email, cookie, enquiryId: enquiry.body.doc.id as number }
}

const submit = async ({ cookie, enquiryId }: Awaited<ReturnType<typeof visitorWithEnquiry>>) => {
  const response = await api(`/enquiries/${enquiryId}`, { method: 'PATCH', cookie, body: { status: 'submitted' } })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

// A second app on the suite's database runs the queue every second and delivers slowly (the
// outbox's test-only delay), so it is still holding its batch when it is killed.
const runnerEnv = (extra: Record<string, string>) => ({ ...inject('databaseEnv'), JOBS_AUTORUN_CRON: '* * * * * *', ...extra })

let runner: RunningApp | undefined

beforeAll(async () => {
  runner = await startApp(runnerEnv({ OUTBOX_DELAY_MS: '2000' }))
})

afterAll(async () => {
  await runner?.stop()
})

describe('a job runner killed while holding a batch', () => {
  it('loses no email and sends none twice once a runner is back', { timeout: 240_000 }, async () => {
    const product = (await api('/products?limit=1&depth=0')).body.docs[0].id as number
    const visitors = await Promise.all([1, 2, 3].map(() => visitorWithEnquiry(product)))
    const addresses = visitors.map((entry) => entry.email)

    // The suite's own server runs the queue every 5 s, on the 5 s mark: queue just after one, so
    // the slow runner, ticking every second, picks the emails first.
    await sleep(5_000 - (Date.now() % 5_000) + 100)
    for (const entry of visitors) await submit(entry)

    // Killed once it has delivered the first: the next is in the middle of delivery, the rest wait.
    const deadline = Date.now() + 30_000
    while ((await delivered(addresses)) === 0 && Date.now() < deadline) await sleep(50)
    await runner!.kill()
    const log = runner!.output().slice(-4000)
    expect(await delivered(addresses), log).toBeGreaterThan(0)
    expect(await heldFor(addresses), log).toBeGreaterThan(0)

    // No one else sends what the dead runner holds (the suite's server ticks meanwhile).
    await sleep(7_000)
    expect(await delivered(addresses), log).toBeLessThan(addresses.length * 2)

    // Back up, it finds the jobs held longer than a run can take and sends each one once.
    runner = await startApp(runnerEnv({ JOBS_STALLED_AFTER_SECONDS: '3' }))
    const recovered = Date.now() + 60_000
    while ((await delivered(addresses)) < addresses.length * 2 && Date.now() < recovered) await sleep(250)
    await sleep(6_000) // room for a second, wrong, delivery to arrive
    expect(await deliveries(addresses)).toEqual(
      addresses.flatMap((address) => [
        { email: `to ${address}`, count: 1 },
        { email: `to staff about ${address}`, count: 1 },
      ]),
    )
  })
})
