import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshCustomer, stockFor, uniqueEmail } from '../support/customers'
import { randomAddress } from '../support/client-address'
import { api, DEMO, emailsTo, graphql, login, request, type OutboxEmail } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * Links for invited people: a CSV list becomes one single-use invitation per person, each emailed
 * once however the request is retried or raced; an invitation takes one answer even when two
 * arrive at once; a resend goes out at most hourly; the job reminds each person who has not
 * answered once, even when two runs meet; closing the link closes its invitations; another
 * customer and another invitee see nothing; and answers from one address have their own budget.
 */

type Session = { token: string; id: number; email: string }
type Invitation = { id: number; email: string; name: string; shareKey: string; sentAt: string; remindedAt: string | null; answeredAt: string | null }

const database = inject('databaseLabel')

let staff: string
let owner: Session
let rival: Session
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let sizingOptions: number[]

const csvOf = (people: { name: string; email: string }[]) =>
  ['name,email', ...people.map((person) => `"${person.name}",${person.email}`)].join('\r\n')

const people = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Person ${label} ${index}`, email: uniqueEmail(`invite-${label}-${index}`) }))

const invite = (body: Record<string, unknown>, options: { token?: string; key?: string } = {}) =>
  api('/recipient-links/invite', {
    body,
    token: options.token ?? owner.token,
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  })

const invitationsOf = async (link: number) =>
  (await api(`/recipient-invitations?where[link][equals]=${link}&sort=id&limit=100&depth=0`, { token: staff })).body.docs as Invitation[]

const invitationEmails = (emails: OutboxEmail[]) => emails.filter((email) => /needs your size|is sending you some swag/.test(email.subject))
const reminders = (emails: OutboxEmail[]) => emails.filter((email) => email.subject.startsWith('Reminder:'))

const answer = (link: number, key: string, body: unknown, headers?: Record<string, string>) =>
  api(`/recipient-links/${link}/respond?key=${encodeURIComponent(key)}`, { body, headers })

const shipAnswer = (label: string) => ({
  recipient: { fullName: `Recipient ${label}`, email: uniqueEmail(label), address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
})

const sqlTime = (date: Date) => `'${date.toISOString()}'`

let shipItem: number

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staff, 'invites-owner')
  rival = await freshCustomer(staff, 'invites-rival')
  fixtures = await reviewFixtures()
  sizingOptions = ((await api('/sizing-options?limit=10&depth=0')).body.docs as { id: number }[]).map((option) => option.id)
  shipItem = await stockFor(staff, owner, 500, 'Invited Bottle')
})

describe(`recipient link invitations (${database})`, () => {
  it('emails each person on the list their own link once, however the request is retried or raced', async () => {
    const list = people('once', 3)
    const body = {
      mode: 'ship',
      name: 'Bottles by invitation',
      message: 'One each!',
      items: [{ inventoryItem: shipItem }],
      recipientsCsv: `\uFEFF${csvOf(list)}\r\n`,
    }
    const key = crypto.randomUUID()
    const [first, second] = await Promise.all([invite(body, { key }), invite(body, { key })])
    const created = [first, second].filter((response) => response.status === 201)
    expect(created.length, JSON.stringify([first.body, second.body])).toBeGreaterThanOrEqual(1)
    for (const response of [first, second]) expect([201, 409]).toContain(response.status)
    const id = created[0]!.body.id as number
    expect(created.every((response) => response.body.id === id)).toBe(true)
    expect(created[0]!.body.invited).toBe(3)

    const retry = await invite(body, { key })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body).toEqual({ id, invited: 3 })
    const links = (
      await api(`/recipient-links?where[customer][equals]=${owner.id}&where[name][equals]=Bottles by invitation&depth=0`, { token: staff })
    ).body.docs
    expect(links).toHaveLength(1)
    expect(links[0].audience).toBe('invited')

    const invitations = await invitationsOf(id)
    expect(invitations.map((invitation) => invitation.email)).toEqual(list.map((person) => person.email))
    expect(new Set(invitations.map((invitation) => invitation.shareKey)).size).toBe(3)
    for (const invitation of invitations) expect(Buffer.from(invitation.shareKey, 'base64url').length).toBeGreaterThanOrEqual(16)
    for (const [index, person] of list.entries()) {
      const emails = invitationEmails(await emailsTo(staff, person.email, (email) => /is sending you some swag/.test(email.subject)))
      expect(emails, person.email).toHaveLength(1)
      expect(emails[0]!.text).toContain(`/links/${id}?key=${invitations[index]!.shareKey}`)
      expect(emails[0]!.text).toContain('One each!')
    }
  })

  it('a bad list is refused row by row and writes nothing', async () => {
    const before = (await api(`/recipient-links?where[customer][equals]=${owner.id}&limit=0&depth=0`, { token: staff })).body.totalDocs
    const settings = { mode: 'ship', name: 'Bad list', items: [{ inventoryItem: shipItem }] }
    const tooMany = ['email', ...Array.from({ length: 501 }, (_, index) => `p${index}@example.com`)].join('\n')
    const cases: [string, RegExp][] = [
      ['name,phone\nAnna,0412\n', /"email"/],
      ['name,email\nAnna,anna@example.com\nBen,not-an-email\nCara,\nAnna again,ANNA@example.com\n', /3 rows need fixing/],
      [tooMany, /at most 500/],
      ['name,email\n', /nobody/],
    ]
    for (const [csv, message] of cases) {
      const response = await invite({ ...settings, recipientsCsv: csv })
      expect(response.status, csv.slice(0, 40)).toBe(400)
      expect(response.body.message).toMatch(message)
    }
    const rows = await invite({ ...settings, recipientsCsv: cases[1]![0] })
    expect(rows.body.errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining([
        'Row 3: "not-an-email" is not a valid email address.',
        'Row 4: the email is missing.',
        'Row 5: anna@example.com is already on row 2.',
      ]),
    )
    expect((await invite({ ...settings })).status).toBe(400)
    expect((await invite({ ...settings, recipientsCsv: 'email\nx@example.com', mode: 'nope' })).status).toBe(400)
    const after = (await api(`/recipient-links?where[customer][equals]=${owner.id}&limit=0&depth=0`, { token: staff })).body.totalDocs
    expect(after).toBe(before)
    expect((await api('/recipient-links/invite', { body: { ...settings, recipientsCsv: 'email\nx@example.com' } })).status).toBe(401)
  })

  it('an invitation takes one answer: two at the same moment, one accepted and one told it was already answered', async () => {
    const project = await fixtures.project('proposal_sent', { customer: owner })
    const list = people('single', 2)
    const id = (await invite({ mode: 'collect', name: 'Sizes by invitation', project: project.id, recipientsCsv: csvOf(list) })).body.id as number
    const [mine, theirs] = await invitationsOf(id)
    const body = (label: string) => ({
      recipient: { ...shipAnswer(label).recipient },
      sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: sizingOptions[0] }],
    })
    const results = await Promise.all([answer(id, mine!.shareKey, body('first')), answer(id, mine!.shareKey, body('second'))])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    const refused = results.find((result) => result.status === 409)!
    expect(refused.body.message).toBe('This invitation has already been answered, so it takes no more responses.')
    expect((await answer(id, mine!.shareKey, body('third'))).status).toBe(409)

    // The link's own key opens nothing: only the invitations' keys do.
    const { shareKey } = (await api(`/recipient-links/${id}?depth=0`, { token: staff })).body
    expect((await answer(id, shareKey, body('link-key'))).status).toBe(404)
    expect((await answer(id, `${mine!.shareKey}x`, body('wrong'))).status).toBe(404)
    expect((await answer(id + 100_000, mine!.shareKey, body('other-link'))).status).toBe(404)

    const [answered, open] = await invitationsOf(id)
    expect(answered!.answeredAt).toEqual(expect.any(String))
    expect(open!.answeredAt ?? null).toBeNull()
    const responses = (await api(`/recipient-responses?where[link][equals]=${id}&depth=0`, { token: staff })).body.docs
    expect(responses).toHaveLength(1)
    expect((await api(`/recipient-invitations/${answered!.id}?depth=0`, { token: staff })).body.response).toBe(responses[0].id)

    // Each key opens its own invitation's page, started with that person's name and email only.
    const page = await request<string>(`/links/${id}?key=${encodeURIComponent(theirs!.shareKey)}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(theirs!.email)
    expect(page.body).not.toContain(mine!.email)
    const done = await request<string>(`/links/${id}?key=${encodeURIComponent(mine!.shareKey)}`)
    expect(done.body).toContain('Already answered')
  })

  it('resends at most once an hour, says so when refused, and closing the link closes its invitations', async () => {
    const list = people('resend', 2)
    const id = (await invite({ mode: 'ship', name: 'Resends', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(list) })).body.id as number
    const [first, second] = await invitationsOf(id)
    const resend = (invitation: number, token = owner.token) => api(`/recipient-links/${id}/invitations/${invitation}/resend`, { body: {}, token })

    const tooSoon = await resend(first!.id)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.message).toMatch(/^This invitation was emailed less than an hour ago\. You can resend it once an hour: after /)

    await rowsOf(`UPDATE recipient_invitations SET sent_at = ${sqlTime(new Date(Date.now() - 2 * 3_600_000))} WHERE link_id = ${id}`)
    const raced = await Promise.all([resend(first!.id), resend(first!.id)])
    expect(raced.map((result) => result.status).sort()).toEqual([200, 429])
    const emails = invitationEmails(await emailsTo(staff, list[0]!.email, (email) => /is sending you some swag/.test(email.subject)))
    expect(emails).toHaveLength(2)

    expect((await resend(second!.id, rival.token)).status).toBe(404)
    expect((await api(`/recipient-links/${id}/invitations/abc/resend`, { body: {}, token: owner.token })).status).toBe(404)
    expect((await api(`/recipient-links/${id}/invitations/${second!.id}/resend`, { body: {} })).status).toBe(401)

    expect((await api(`/recipient-links/${id}/close`, { body: {}, token: owner.token })).status).toBe(200)
    const closed = await answer(id, second!.shareKey, shipAnswer('closed'))
    expect(closed.status).toBe(410)
    expect((await resend(second!.id)).status).toBe(409)
  })

  it('reminds each person who has not answered once, even when two runs of the job meet', async () => {
    const due = people('remind', 3)
    const id = (await invite({ mode: 'ship', name: 'Reminders', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(due) })).body.id as number
    const closedList = people('remind-closed', 1)
    const closedId = (
      await invite({ mode: 'ship', name: 'Closed reminders', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(closedList) })
    ).body.id as number
    const [answeredOne, , recent] = await invitationsOf(id)
    expect((await answer(id, answeredOne!.shareKey, shipAnswer('before-reminder'))).status).toBe(201)
    expect((await api(`/recipient-links/${closedId}/close`, { body: {}, token: owner.token })).status).toBe(200)
    const fourDaysAgo = sqlTime(new Date(Date.now() - 4 * 86_400_000))
    await rowsOf(`UPDATE recipient_invitations SET sent_at = ${fourDaysAgo} WHERE link_id IN (${id}, ${closedId}) AND id <> ${recent!.id}`)

    // Two runs queued at the same moment, as two instances' schedules would.
    const now = new Date().toISOString()
    await rowsOf(
      `INSERT INTO payload_jobs (input, task_slug, queue, total_tried, processing, has_error, created_at, updated_at)
       VALUES ('{}', 'recipientReminders', 'default', 0, false, false, '${now}', '${now}'), ('{}', 'recipientReminders', 'default', 0, false, false, '${now}', '${now}')`,
    )
    const reminded = reminders(await emailsTo(staff, due[1]!.email, (email) => email.subject.startsWith('Reminder:'), 30_000))
    expect(reminded).toHaveLength(1)
    expect(reminded[0]!.text).toContain(`/links/${id}?key=`)
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(reminders(await emailsTo(staff, due[1]!.email))).toHaveLength(1)
    expect(reminders(await emailsTo(staff, due[0]!.email))).toHaveLength(0)
    expect(reminders(await emailsTo(staff, due[2]!.email))).toHaveLength(0)
    expect(reminders(await emailsTo(staff, closedList[0]!.email))).toHaveLength(0)
    const after = await invitationsOf(id)
    expect(after.map((invitation) => Boolean(invitation.remindedAt))).toEqual([false, true, false])
  })

  it('another customer sees none of the invitations by REST or GraphQL, and a recipient’s key opens only their own', async () => {
    const list = people('private', 2)
    const id = (await invite({ mode: 'ship', name: 'Private invitations', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(list) })).body
      .id as number
    const [invitation] = await invitationsOf(id)
    const own = await api(`/recipient-invitations?where[link][equals]=${id}&depth=0`, { token: owner.token })
    expect(own.body.docs).toHaveLength(2)
    expect(own.body.docs[0].shareKey).toEqual(expect.any(String))
    expect([403, 404]).toContain((await api(`/recipient-invitations/${invitation!.id}?depth=0`, { token: rival.token })).status)
    expect((await api(`/recipient-invitations?where[link][equals]=${id}&depth=0`, { token: rival.token })).body.docs).toHaveLength(0)
    expect([401, 403, 404]).toContain((await api(`/recipient-invitations/${invitation!.id}?depth=0`)).status)
    const viaGraphql = await graphql(
      'query Q($id: Int!, $link: Int!) { RecipientInvitation(id: $id) { id email shareKey } RecipientInvitations(where: { link: { equals: $link } }) { docs { id email } } }',
      { id: invitation!.id, link: id },
      rival.token,
    )
    expect(viaGraphql.body.data?.RecipientInvitation ?? null).toBeNull()
    expect(viaGraphql.body.data?.RecipientInvitations?.docs ?? []).toHaveLength(0)
    expect([401, 403]).toContain((await api('/recipient-invitations', { token: owner.token, body: { link: id, email: 'x@example.com' } })).status)
    expect([401, 403]).toContain(
      (await api(`/recipient-invitations/${invitation!.id}`, { method: 'PATCH', token: owner.token, body: { answeredAt: null } })).status,
    )
    const rivalPage = await request<string>(`/dashboard/links/${id}`, { cookie: `payload-token=${rival.token}` })
    expect(rivalPage.body).not.toContain(list[0]!.email)
  })

  it('answers from one address have a budget of their own: an office submits 60 a minute, a flood gets 429', async () => {
    const office = randomAddress()
    const id = (await invite({ mode: 'ship', name: 'Office', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(people('office', 1)) })).body
      .id as number
    const [invitation] = await invitationsOf(id)
    // Incomplete answers: each is counted, none is written.
    const sent = await Promise.all(Array.from({ length: 60 }, () => answer(id, invitation!.shareKey, {}, { 'x-forwarded-for': office })))
    expect(sent.map((result) => result.status)).toEqual(Array(60).fill(400))
    const flood = await answer(id, invitation!.shareKey, {}, { 'x-forwarded-for': office })
    expect(flood.status).toBe(429)
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(flood.body.errors[0].message).toMatch(/^Too many attempts\. Wait (1 second|([02-9]|\d{2,}) seconds) and try again\.$/)
    expect((await answer(id, invitation!.shareKey, {}, { 'x-forwarded-for': randomAddress() })).status).toBe(400)
    // Other budgets are untouched by it.
    expect(
      (await api('/customers/login', { body: { email: 'nobody@example.com', password: 'x' }, headers: { 'x-forwarded-for': office } })).status,
    ).not.toBe(429)
  })

  // Read whole rather than refused for its size, yet nothing is queued: 500 emails would hold up
  // every later test that waits on one.
  it('reads a list of the most people allowed, 500, in one request', async () => {
    const before = (await api(`/recipient-links?where[customer][equals]=${owner.id}&limit=0&depth=0`, { token: staff })).body.totalDocs
    const list = [...people('most', 499), { name: 'Last person', email: 'not-an-email' }]
    const refused = await invite({ mode: 'ship', name: 'Everyone', items: [{ inventoryItem: shipItem }], recipientsCsv: csvOf(list) })
    expect(refused.status, JSON.stringify(refused.body).slice(0, 300)).toBe(400)
    expect(refused.body.message).toMatch(/One row needs fixing/)
    expect(refused.body.errors.map((error: { message: string }) => error.message)).toContain('Row 501: "not-an-email" is not a valid email address.')
    expect((await api(`/recipient-links?where[customer][equals]=${owner.id}&limit=0&depth=0`, { token: staff })).body.totalDocs).toBe(before)
  })
})
