import { beforeAll, describe, expect, it } from 'vitest'

import { uniqueEmail } from '../support/customers'
import { eventually } from '../support/eventually'
import { api, DEMO, emailsTo, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A `sendEmail` job as a runner that died holding it leaves it: `processing`, untouched for two
 * hours (far past the suite server's 30-minute stall limit), after `tried` earlier tries.
 */
const stalledEmailJob = async (to: string, tried: number): Promise<number> => {
  const input = JSON.stringify({ email: { to, subject: `Stalled ${to}`, html: `<p>For ${to}</p>`, text: `For ${to}` } }).replaceAll("'", "''")
  const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
  const [row] = await rowsOf(
    `insert into payload_jobs (input, task_slug, queue, total_tried, processing, has_error, created_at, updated_at)
     values ('${input}', 'sendEmail', 'default', ${tried}, true, false, '${longAgo}', '${longAgo}') returning id`,
  )
  return Number(row!.id)
}

type Job = { processing?: boolean; hasError?: boolean; totalTried?: number; completedAt?: string | null; error?: { message?: string } }

let staffToken: string
beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

const job = async (id: number) => (await api<Job>(`/payload-jobs/${id}?depth=0`, { token: staffToken })).body

describe('jobs left processing by a runner that stopped', () => {
  it('are retried while tries remain, and given up, not retried for ever, once they are used up', { timeout: 90_000 }, async () => {
    const [retried, poisoned] = [uniqueEmail('stalled-retry'), uniqueEmail('stalled-poison')]
    // The email task allows 7 tries (the first and 6 retries): this stop is the poisoned job's 7th.
    const [retriedJob, poisonedJob] = [await stalledEmailJob(retried, 0), await stalledEmailJob(poisoned, 6)]

    const givenUp = await eventually(
      () => job(poisonedJob),
      (current) => current.processing === false,
      30,
    )
    expect(givenUp).toMatchObject({ processing: false, hasError: true, totalTried: 7, completedAt: null })
    expect(givenUp.error?.message).toMatch(/^Given up at .*: every one of its tries ended with its runner stopping/)

    // Delivered, its job is deleted, as every completed job is: the runner deletes it just after
    // the email is on record, so the read may see it for a moment longer.
    expect((await emailsTo(staffToken, retried, `Stalled ${retried}`, 30_000)).map((email) => email.subject)).toEqual([`Stalled ${retried}`])
    expect(
      await eventually(
        async () => (await api(`/payload-jobs/${retriedJob}?depth=0`, { token: staffToken })).status,
        (status) => status !== 200,
        30,
      ),
    ).toBe(404)

    // A few more ticks of the queue: the given-up job stays as it is and sends nothing.
    await sleep(6_000)
    expect(await job(poisonedJob)).toMatchObject({ processing: false, hasError: true, totalTried: 7 })
    expect(await emailsTo(staffToken, poisoned, undefined, 1_000)).toEqual([])
  })
})
