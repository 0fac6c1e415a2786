import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer, uniqueEmail } from '../support/customers'
import { api, DEMO, emailsTo, login } from '../support/http'
import { eventually } from '../support/eventually'
import { rowsOf } from '../support/raw-sql'

const postgres = Boolean(inject('databaseEnv').DATABASE_URL)
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * The `sendEmail` jobs with this subject addressed to `to`, with (on PostgreSQL) the transaction
 * that wrote each. A delivered email's job is deleted, so this is read before the runner's next tick.
 */
const jobsTo = (to: string, subject: string) =>
  rowsOf(
    postgres
      ? `select id, xmin::text as tx from payload_jobs where task_slug = 'sendEmail'
         and input->'email'->>'to' = ${quoted(to)} and input->'email'->>'subject' = ${quoted(subject)}`
      : `select id from payload_jobs where task_slug = 'sendEmail'
         and json_extract(input, '$.email.to') = ${quoted(to)} and json_extract(input, '$.email.subject') = ${quoted(subject)}`,
  )

/** The transaction that last wrote an account row (PostgreSQL's xmin). */
const accountWrittenBy = async (table: 'customers' | 'staff_members', email: string) =>
  (await rowsOf(`select xmin::text as tx from ${table} where email = ${quoted(email)}`))[0]?.tx

let staffToken: string
beforeAll(async () => {
  staffToken = (await login('staff-members', DEMO.staff)).token
})

/**
 * Payload's own auth emails are queued in the transaction of the change that makes their token: on
 * PostgreSQL the job was written by the very transaction that wrote the account (so a rollback
 * drops it, and a crash cannot split the two). A sign-up's job is there when the answer arrives; a
 * forgotten password's is queued just after it (forgot-password answers before the work, so its
 * time does not tell who has an account), so it is looked for every few milliseconds until it
 * appears, before the runner's next tick delivers and deletes it.
 */
describe.each([
  {
    label: 'a customer who forgot their password',
    table: 'customers' as const,
    subject: 'Reset your password',
    link: '/auth/reset-password?token=',
    afterAnswer: true,
    act: async () => {
      const { email } = await freshCustomer(staffToken, 'forgot')
      expect((await api('/customers/forgot-password', { body: { email } })).status).toBe(200)
      return email
    },
  },
  {
    label: 'a visitor who signs up',
    table: 'customers' as const,
    subject: 'Verify your email address',
    link: '/auth/verify?token=',
    act: async () => {
      const email = uniqueEmail('signup')
      const created = await api('/customers', { body: { email, password: 'signup-password-1', firstName: 'Robin' } })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return email
    },
  },
  {
    label: 'a staff member who forgot their password',
    table: 'staff_members' as const,
    subject: 'Reset your password',
    link: '/admin/reset/',
    afterAnswer: true,
    act: async () => {
      const email = uniqueEmail('staff-forgot')
      const created = await api('/staff-members', {
        body: { name: 'Forgetful Staff', email, password: 'staff-password-1', role: 'staff' },
        token: staffToken,
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect((await api('/staff-members/forgot-password', { body: { email } })).status).toBe(200)
      return email
    },
  },
])('the email to $label', ({ table, subject, link, act, afterAnswer }) => {
  it('is queued once, with the change that made its token, and delivered once', { timeout: 60_000 }, async () => {
    const email = await act()
    const jobs = afterAnswer
      ? await eventually(
          () => jobsTo(email, subject),
          (rows) => rows.length > 0,
          3,
          10,
        )
      : await jobsTo(email, subject)
    expect(jobs).toHaveLength(1)
    if (postgres) expect(jobs[0]!.tx).toBe(await accountWrittenBy(table, email))

    const delivered = (await emailsTo(staffToken, email, (message) => message.html.includes(link))).filter((message) => message.subject === subject)
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.html).toContain(link)
  })
})
