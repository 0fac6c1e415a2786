import { beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer, freshStaffEmail, uniqueEmail } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { median } from '../support/median'

/**
 * A refused login takes as long for an email with no account as for a real account with a wrong
 * password, so the answer's time does not tell who has an account.
 */
let staff: string

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
})

const timedRefusal = async (collection: string, email: string) => {
  const started = performance.now()
  const answer = await api(`/${collection}/login`, { body: { email, password: 'not-the-password-1' } })
  expect(answer.status).toBe(401)
  return performance.now() - started
}

describe('a refused login', () => {
  it.each(['customers', 'staff-members'])('takes as long for an unknown %s email as for a known one', async (collection) => {
    const known = collection === 'customers' ? (await freshCustomer(staff, 'timing')).email : await freshStaffEmail(staff, 'timing-staff')
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    // Four wrong passwords: the fifth would lock the account.
    for (let round = 0; round < 4; round += 1) {
      knownTimes.push(await timedRefusal(collection, known))
      unknownTimes.push(await timedRefusal(collection, uniqueEmail('nobody')))
    }
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.6)
  })
})
