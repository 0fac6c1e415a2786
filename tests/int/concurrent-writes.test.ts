import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { startApp, type RunningApp } from '../support/app-server'
import { api, DEMO, login } from '../support/http'

/**
 * Many people writing at the same moment. On SQLite every transaction waits its turn for the one
 * write lock instead of failing with SQLITE_BUSY ("An unknown error occurred."); on PostgreSQL
 * they run side by side. Either way each writer gets its answer and its row.
 */
describe('writes at the same moment', () => {
  it('twenty visitors starting an enquiry at once each get their own inactive customer', async () => {
    const emails = Array.from({ length: 20 }, (_, index) => `at-once-${Date.now()}-${index}@example.com`)
    const responses = await Promise.all(emails.map((email) => api('/customers/create-inactive', { body: { email } })))
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 201))
    expect(responses.map((response) => response.body.customer.email)).toEqual(emails)
    expect(new Set(responses.map((response) => response.body.customer.id)).size).toBe(emails.length)
  })

  it('customers and staff signing in at the same moment each start a session that works', async () => {
    // Different accounts: two sign-ins of one account at the same instant can lose one of the two
    // sessions in Payload 3.90 (payloadcms/payload#16052), which no app code can reach into.
    const accounts = [
      { collection: 'customers', ...DEMO.customerA },
      { collection: 'customers', ...DEMO.customerB },
      { collection: 'staff-members', ...DEMO.staff },
    ]
    const responses = await Promise.all(accounts.map(({ collection, email, password }) => api(`/${collection}/login`, { body: { email, password } })))
    expect(responses.map((response) => response.status)).toEqual(accounts.map(() => 200))
    const sessions = await Promise.all(accounts.map(({ collection }, index) => api(`/${collection}/me`, { token: responses[index]!.body.token })))
    expect(sessions.map((session) => session.body.user?.email)).toEqual(accounts.map(({ email }) => email))
  })
})

/**
 * Two processes on one database: a second instance, or the job worker beside the app. On SQLite
 * they share one file and its one write lock, and a transaction that finds the other process
 * writing waits for it rather than failing.
 */
describe('writes at the same moment through two instances', () => {
  let second: RunningApp
  beforeAll(async () => {
    second = await startApp({ ...inject('databaseEnv'), JOBS_AUTORUN: 'false' })
  })
  afterAll(async () => {
    await second?.stop()
  })

  it('forty visitors split over both instances each get their own inactive customer, kept', async () => {
    const stamp = `two-instances-${Date.now()}`
    const emails = Array.from({ length: 40 }, (_, index) => `${stamp}-${index}@example.com`)
    const responses = await Promise.all(
      emails.map((email, index) => api('/customers/create-inactive', { body: { email }, base: index % 2 ? second.baseURL : undefined })),
    )
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 201))
    expect(new Set(responses.map((response) => response.body.customer.id)).size).toBe(emails.length)
    const { token } = await login('staff-members', DEMO.staff)
    const kept = await api(`/customers?where[email][like]=${stamp}&limit=0&depth=0`, { token })
    expect(kept.body.totalDocs).toBe(emails.length)
  })
})
