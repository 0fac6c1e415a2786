import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer, freshStaffEmail, uniqueEmail } from '../support/customers'
import { api, DEMO, emailsTo, login } from '../support/http'
import { median } from '../support/median'

/**
 * Forgot-password answers as fast for an email with no account as for a real one, so the time of
 * the answer does not tell who has an account; the real one still gets its link.
 */
let staff: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
})

const timedRequest = async (collection: string, email: string) => {
  const started = performance.now()
  const answer = await api(`/${collection}/forgot-password`, { body: { email } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return performance.now() - started
}

describe('forgot password', () => {
  it.each(['customers', 'staff-members'])('answers as fast for an unknown %s email as for a known one', async (collection) => {
    const known = collection === 'customers' ? (await freshCustomer(staff, 'reset-timing')).email : await freshStaffEmail(staff, 'reset-timing-staff')
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let round = 0; round < 7; round += 1) {
      knownTimes.push(await timedRequest(collection, known))
      unknownTimes.push(await timedRequest(collection, uniqueEmail('nobody')))
    }
    const [knownMedian, unknownMedian] = [median(knownTimes), median(unknownTimes)]
    expect(knownMedian, `known ${knownTimes.join(', ')}; unknown ${unknownTimes.join(', ')}`).toBeLessThan(unknownMedian * 1.5 + 5)
    expect((await emailsTo(staff, known)).length).toBeGreaterThan(0)
  })
})
