import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { addMember, companyWith, homeCompanyOf, type Member } from '../support/companies'
import { freshCustomer, uniqueEmail } from '../support/customers'
import { api, baseURL, DEMO, emailsTo, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { callServerAction } from '../support/server-action'

/**
 * Inviting people to a company: a pasted list or a CSV, one single-use link each, emailed once
 * however the request is retried or raced; bad rows reported, none or the good ones invited as
 * the inviter chooses; only owners and admins invite, only owners invite owners; the link works
 * once, for the invited address, until it expires or is cancelled; a resend sends a new link. And
 * joining by email domain: an owner opens the company to their own domain, and colleagues there
 * join as requesters.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'admin', 'requester']
const ACTIONS = {
  invite: { file: 'src/features/dashboard/invitation-actions.ts', name: 'inviteMembersAction' },
  resend: { file: 'src/features/dashboard/invitation-actions.ts', name: 'resendInvitationAction' },
  revoke: { file: 'src/features/dashboard/invitation-actions.ts', name: 'revokeInvitationAction' },
  accept: { file: 'src/features/dashboard/invitation-actions.ts', name: 'acceptInvitationAction' },
}

type Invitation = { id: number; email: string; role: string; acceptedAt?: string | null; revokedAt?: string | null; tokenHash?: string }

let staff: string
let company: number
let members: Record<CompanyRole, Member>

const cookieOf = (member: Member) => `payload-token=${member.token}; company=${company}`
const act = <T = { ok: boolean; message?: string }>(action: keyof typeof ACTIONS, member: Member, args: unknown[]) =>
  callServerAction<T>('/dashboard/members', ACTIONS[action], args, { cookie: cookieOf(member) })
const invite = (member: Member, body: unknown, key?: string) =>
  api('/member-invitations/invite', {
    token: member.token,
    body,
    headers: { cookie: `company=${company}`, ...(key ? { 'idempotency-key': key } : {}) },
  })
const accept = (member: Member, token: string) => api('/member-invitations/accept', { token: member.token, body: { token } })
const invitationsTo = async (email: string): Promise<Invitation[]> =>
  (await api(`/member-invitations?where[email][equals]=${encodeURIComponent(email)}&depth=0&sort=createdAt`, { token: staff })).body.docs
const invitationCount = async () => (await api(`/member-invitations?where[company][equals]=${company}&limit=0`, { token: staff })).body.totalDocs
const membershipsOf = async (customer: Member) =>
  (await api(`/memberships?where[company][equals]=${company}&where[customer][equals]=${customer.id}&depth=0`, { token: staff })).body.docs
/** The link's token in the newest invitation email to `email`. */
const tokenFor = async (email: string, emails = 1): Promise<string> => {
  const sent = (await emailsTo(staff, email, (mail) => /invited you to/.test(mail.subject))).filter((mail) => /invited you to/.test(mail.subject))
  expect(sent, email).toHaveLength(emails)
  const token = /\/join\/([A-Za-z0-9_-]{32})/.exec(sent[0]!.text)?.[1]
  expect(token, sent[0]!.text).toBeDefined()
  return token!
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  ;({ company, members } = await companyWith(staff, 'invites', ROLES))
}, 120_000)

describe(`inviting members (${database})`, () => {
  it('emails each person on a pasted list their own link once, however the request is retried or raced', async () => {
    const people = [uniqueEmail('inv-a'), uniqueEmail('inv-b'), uniqueEmail('inv-c')]
    const body = { list: `Anna Lee <${people[0]}>, ${people[1]}\n${people[2].toUpperCase()}`, role: 'finance' }
    const key = crypto.randomUUID()
    const answers = await Promise.all([invite(members.owner, body, key), invite(members.owner, body, key)])
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status)
    expect(answers.filter((answer) => answer.status === 201)[0]!.body).toEqual({ invited: 3, skipped: 0 })
    const retry = await invite(members.owner, body, key)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')

    const tokens = new Set<string>()
    for (const email of people) {
      const [invitation, ...more] = await invitationsTo(email)
      expect(more, email).toHaveLength(0)
      expect(invitation).toMatchObject({ role: 'finance', acceptedAt: null })
      expect(invitation!.tokenHash).toBeUndefined()
      tokens.add(await tokenFor(email))
    }
    expect(tokens.size).toBe(3)
    const [stored] = await rowsOf(`SELECT token_hash FROM member_invitations WHERE email = '${people[0]}'`)
    expect(String(stored!.token_hash)).toMatch(/^[0-9a-f]{64}$/)
    expect([...tokens].some((token) => String(stored!.token_hash).includes(token))).toBe(false)
  })

  it('reports every bad row and invites nobody, or only the good ones when asked, through the page', async () => {
    const fresh = [uniqueEmail('inv-good'), uniqueEmail('inv-good2')]
    const list = ['email', fresh[0], 'not-an-email', members.requester.email, fresh[0], fresh[1]].join('\n')
    const before = await invitationCount()
    const { result: refused } = await act<{ ok: boolean; message: string; problems: string[]; good: number }>('invite', members.admin, [
      { list, role: 'viewer', goodOnly: false },
      crypto.randomUUID(),
    ])
    expect(refused).toMatchObject({ ok: false, message: '3 rows need fixing before anyone is invited; nobody was invited.', good: 2 })
    expect(refused.problems).toEqual([
      'Row 3: "not-an-email" is not a valid email address.',
      `Row 5: ${fresh[0]} is already on row 2.`,
      `Row 4: ${members.requester.email} is already a member.`,
    ])
    expect(await invitationCount()).toBe(before)

    const { result: invited } = await act('invite', members.admin, [{ list, role: 'viewer', goodOnly: true }, crypto.randomUUID()])
    expect(invited).toEqual({ ok: true, invited: 2, skipped: 3 })
    const again = await invite(members.owner, { list: fresh[1] })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toMatch(/already has an invitation waiting/)
    expect(await invitationCount()).toBe(before + 2)
  })

  it('is for owners and admins only, and only an owner invites an owner; refusals write nothing', async () => {
    const before = await invitationCount()
    const email = uniqueEmail('inv-refused')
    const byRequester = await invite(members.requester, { list: email })
    expect(byRequester.status).toBe(403)
    expect(byRequester.body.message).toMatch(/owners and admins/)
    const ownerByAdmin = await invite(members.admin, { list: email, role: 'owner' })
    expect(ownerByAdmin.status).toBe(403)
    expect(ownerByAdmin.body.message).toBe('Only an owner can invite an owner.')
    for (const body of [{ list: 42 }, { list: email, role: 'emperor' }, { list: '' }, { list: email, goodOnly: 'yes' }]) {
      const answer = await invite(members.owner, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    expect((await api('/member-invitations', { token: members.requester.token })).body.docs).toEqual([])
    expect(await invitationCount()).toBe(before)
  })
})

describe(`accepting an invitation (${database})`, () => {
  it('works once, for the invited address alone: a second click or a racing device makes no second member', async () => {
    const invitee = await freshCustomer(staff, 'inv-joiner')
    const stranger = await freshCustomer(staff, 'inv-stranger')
    expect((await invite(members.owner, { list: invitee.email, role: 'approver' })).status).toBe(201)
    const token = await tokenFor(invitee.email)

    const wrongAccount = await accept(stranger, token)
    expect(wrongAccount.status).toBe(403)
    expect(wrongAccount.body.message).toContain(`This invitation is for ${invitee.email}`)
    expect(await membershipsOf(stranger)).toHaveLength(0)

    const answers = await Promise.all([accept(invitee, token), accept(invitee, token), accept(invitee, token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    const memberships = await membershipsOf(invitee)
    expect(memberships).toHaveLength(1)
    expect(memberships[0].role).toBe('approver')
    expect((await invitationsTo(invitee.email))[0]).toMatchObject({ acceptedAt: expect.any(String) })
    expect((await accept(invitee, token)).body.message).toBe('This invitation has already been used.')
    expect((await accept(invitee, 'x'.repeat(32))).status).toBe(404)
  })

  it('by the join page: shows whom it invites where, then switches the dashboard to the company joined', async () => {
    const invitee = await freshCustomer(staff, 'inv-page')
    expect((await invite(members.owner, { list: invitee.email })).status).toBe(201)
    const token = await tokenFor(invitee.email)
    // Their dashboard, read once before they join, is kept: joining must expire it.
    const dashboard = async () =>
      (
        await fetch(`${baseURL()}/dashboard/projects`, { headers: { cookie: `payload-token=${invitee.token}`, 'sec-fetch-site': 'same-origin' } })
      ).text()
    expect(await dashboard()).not.toContain(`<option value="${company}"`)
    const page = await (await fetch(`${baseURL()}/join/${token}`)).text()
    expect(page.includes(invitee.email)).toBe(true)
    expect(page.includes('Requester')).toBe(true)

    const { status, headers } = await callServerAction('/join/' + token, ACTIONS.accept, [{ token }], {
      cookie: `payload-token=${invitee.token}`,
    })
    expect([200, 303]).toContain(status)
    expect(headers.get('set-cookie') ?? '').toContain(`company=${company}`)
    expect(await membershipsOf(invitee)).toHaveLength(1)
    expect(await dashboard()).toContain(`<option value="${company}"`)
  })

  it('stops working once cancelled or expired; a resend sends a new link, at most once an hour', async () => {
    const invitee = await freshCustomer(staff, 'inv-resent')
    expect((await invite(members.owner, { list: invitee.email })).status).toBe(201)
    const first = await tokenFor(invitee.email)
    const [invitation] = await invitationsTo(invitee.email)

    const tooSoon = await act('resend', members.admin, [{ invitation: invitation!.id }])
    expect(tooSoon.result).toMatchObject({ ok: false, message: expect.stringMatching(/less than an hour ago/) })
    await rowsOf(`UPDATE member_invitations SET sent_at = '${new Date(Date.now() - 2 * 3_600_000).toISOString()}' WHERE id = ${invitation!.id}`)
    const resends = await Promise.all([
      api(`/member-invitations/${invitation!.id}/resend`, { method: 'POST', token: members.owner.token }),
      api(`/member-invitations/${invitation!.id}/resend`, { method: 'POST', token: members.owner.token }),
    ])
    expect(resends.map((answer) => answer.status).sort()).toEqual([200, 429])
    const second = await tokenFor(invitee.email, 2)
    expect(second).not.toBe(first)
    expect((await accept(invitee, first)).status).toBe(404)

    expect((await api(`/member-invitations/${invitation!.id}/revoke`, { method: 'POST', token: members.requester.token })).status).toBe(404)
    expect((await act('revoke', members.admin, [{ invitation: invitation!.id }])).result).toEqual({ ok: true })
    const cancelled = await accept(invitee, second)
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.message).toMatch(/was cancelled/)

    expect((await invite(members.owner, { list: invitee.email })).status).toBe(201)
    const third = await tokenFor(invitee.email, 3)
    await rowsOf(
      `UPDATE member_invitations SET expires_at = '${new Date(Date.now() - 1000).toISOString()}' WHERE email = '${invitee.email}' AND revoked_at IS NULL`,
    )
    const expired = await accept(invitee, third)
    expect(expired.status).toBe(410)
    expect(expired.body.message).toMatch(/expired on/)
    expect(await membershipsOf(invitee)).toHaveLength(0)
  })
})

describe(`joining by email domain (${database})`, () => {
  const domain = `acme-${Date.now()}-${Math.random().toString(36).slice(2, 7)}.example.org`
  /** A verified customer whose address is at `at`, signed in. */
  const customerAt = async (label: string, at: string): Promise<Member> => {
    const email = `${label}-${Math.random().toString(36).slice(2, 9)}@${at}`
    const password = `${label}-password-1`
    const created = await api('/customers', {
      token: staff,
      body: { email, password, firstName: 'Robin', lastName: 'Park', isActive: true, _verified: true },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    return { email, password, ...(await login('customers', { email, password })) }
  }
  const openTo = async (id: number) => (await api(`/companies/${id}?depth=0`, { token: staff })).body.joinDomain as string | null
  const join = (member: Member, id: number) => api(`/companies/${id}/join`, { method: 'POST', token: member.token })
  const setting = (member: Member, open: boolean, of = company) =>
    callServerAction<{ ok: boolean; message?: string }>(
      '/dashboard/members',
      { file: 'src/features/dashboard/company-actions.ts', name: 'setJoinDomainAction' },
      [{ open }],
      { cookie: `payload-token=${member.token}; company=${of}` },
    )

  it('is an owner’s choice, for their own domain only, never a public mail provider’s', async () => {
    const owner = await customerAt('domain-owner', domain)
    const acme = await homeCompanyOf(staff, owner)
    const admin = await customerAt('domain-admin', domain)
    await addMember(staff, acme, admin, 'admin')
    expect((await setting(admin, true, acme)).result).toMatchObject({ ok: false, message: expect.stringMatching(/Only an owner/) })
    const elsewhere = await api(`/companies/${acme}`, { method: 'PATCH', token: owner.token, body: { joinDomain: 'rival.example.org' } })
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.errors[0].message).toMatch(/your own address’s domain/)
    expect(await openTo(acme)).toBeNull()

    const gmail = await customerAt('domain-gmail', 'gmail.com')
    const ofGmail = await homeCompanyOf(staff, gmail)
    expect((await setting(gmail, true, ofGmail)).result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Anyone can have an address at gmail\.com/),
    })
    expect(await openTo(ofGmail)).toBeNull()

    expect((await setting(owner, true, acme)).result).toEqual({ ok: true })
    expect(await openTo(acme)).toBe(domain)
  })

  it('lets a colleague at the domain join once, as a requester; nobody else, and nobody once it is closed', async () => {
    const acme = (await api(`/companies?where[joinDomain][equals]=${domain}&depth=0`, { token: staff })).body.docs[0].id as number
    const colleague = await customerAt('domain-colleague', domain)
    const projects = await (
      await fetch(`${baseURL()}/dashboard/projects`, { headers: { cookie: `payload-token=${colleague.token}`, 'sec-fetch-site': 'same-origin' } })
    ).text()
    expect(projects.includes(`lets colleagues with an @${domain} address join`)).toBe(true)

    const answers = await Promise.all([join(colleague, acme), join(colleague, acme)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const memberships = (await api(`/memberships?where[company][equals]=${acme}&where[customer][equals]=${colleague.id}&depth=0`, { token: staff }))
      .body.docs
    expect(memberships.map((membership: { role: string }) => membership.role)).toEqual(['requester'])

    const outsider = await customerAt('domain-outsider', `other-${domain}`)
    expect((await join(outsider, acme)).status).toBe(404)

    const owner = (await api(`/memberships?where[company][equals]=${acme}&where[role][equals]=owner&depth=1`, { token: staff })).body.docs[0].customer
    const ownerSession = await login('customers', { email: owner.email, password: 'domain-owner-password-1' })
    expect((await api(`/companies/${acme}`, { method: 'PATCH', token: ownerSession.token, body: { joinDomain: null } })).status).toBe(200)
    const late = await customerAt('domain-late', domain)
    expect((await join(late, acme)).status).toBe(404)
  })
})
