import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'
import { formatCents } from '@/domain/pricing'

import { companyWith, type Member } from '../support/companies'
import { api, DEMO, emailsTo, login, request } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * A project paid on account (an invoice) is spend: its total reserves against the budget of the
 * member who made it in the transaction that issues the invoice; over budget it is held for
 * approval and no invoice is issued until the approvers agree; declined, it is paid by card.
 * Raced over real HTTP on both databases.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'requester']

let staff: string
let company: number
let members: Record<CompanyRole, Member>
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
/** What one of the fixtures' projects costs on account, incl. GST. */
let total: number
/** The requester's first project: it fits their budget. */
let fitting: ReviewProject

const inCompany = (member: Member) => ({ token: member.token, headers: { cookie: `company=${company}` } })
const projectBy = (member: Member) => fixtures.project('awaiting_payment', { customer: member, company })
const onAccount = (project: ReviewProject) =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, [
    String(project.id),
    project.shareKey,
    'accounts@example.com',
  ])
const payByCard = (project: ReviewProject) =>
  callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.payTestCard, [
    String(project.id),
    project.shareKey,
    'accounts@example.com',
    { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  ])
const paymentOf = async (project: ReviewProject) => (await api(`/projects/${project.id}?depth=0`, { token: staff })).body.paymentStatus as string
const invoicesOf = async (project: ReviewProject) =>
  (await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: staff })).body.docs as { number: string; total: number }[]
const approvalOf = async (project: ReviewProject) => {
  const rows = await rowsOf(`SELECT id, status, reason FROM approvals WHERE project_id = ${project.id}`)
  return rows.map((row) => ({ id: Number(row.id), status: String(row.status), reason: String(row.reason) }))
}
const reservedFor = async (project: ReviewProject) =>
  (await rowsOf(`SELECT kind, amount FROM budget_entries WHERE project_id = ${project.id} ORDER BY id`)).map((row) => ({
    kind: String(row.kind),
    amount: Number(row.amount),
  }))
const setBudget = async (member: Member, spendLimit: number) => {
  const made = await api('/budgets', {
    ...inCompany(members.finance),
    body: { scope: 'member', member: member.id, period: 'monthly', resetDay: 1, spendLimit },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return made.body.doc.id as number
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  fixtures = await reviewFixtures()
  ;({ company, members } = await companyWith(staff, 'on-account', ROLES))
  fitting = await projectBy(members.requester)
  total = (await fixtures.expectedTotal(fitting.id, 'invoice')).totalIncGst
  // Room for one project and a half: the first fits, the second does not.
  await setBudget(members.requester, Math.round(total * 1.5))
}, 180_000)

describe(`paying a project on account against a budget (${database})`, () => {
  it('within budget: the invoice is issued and its total reserved in the same transaction', async () => {
    const { result } = await onAccount(fitting)
    expect(result).toEqual({ ok: true })
    expect(await paymentOf(fitting)).toBe('invoiced')
    expect((await invoicesOf(fitting)).map((invoice) => invoice.total)).toEqual([total])
    expect(await reservedFor(fitting)).toEqual([{ kind: 'reserve', amount: total }])
    expect(await approvalOf(fitting)).toEqual([])
  })

  it('over budget: held for approval with the reason, no invoice; asking again changes nothing; approved, it is invoiced', async () => {
    const project = await projectBy(members.requester)
    expect((await onAccount(project)).result).toEqual({ ok: true })
    expect(await paymentOf(project)).toBe('unpaid')
    expect(await invoicesOf(project)).toEqual([])
    expect(await reservedFor(project)).toEqual([])
    const [approval] = await approvalOf(project)
    const limit = Math.round(total * 1.5)
    expect(approval).toMatchObject({
      status: 'pending',
      reason: `Held for approval: ${formatCents(total)} would take Casey Jones (monthly) over its ${formatCents(limit)} limit; ${formatCents(limit - total)} is left this period.`,
    })

    // The person paying reads that it waits, and for whom; card stays open.
    const page = await request<string>(reviewPath('payment', project.id, project.shareKey))
    expect(page.body).toContain('Paying on account waits for approval')
    expect(page.body).toContain('an approver')
    expect((await onAccount(project)).result).toEqual({ ok: true })
    expect(await approvalOf(project)).toHaveLength(1)

    // Approvers are emailed about the project by name.
    const about = (email: { subject: string }) => email.subject.includes(project.name)
    expect((await emailsTo(staff, members.finance.email, about)).some(about)).toBe(true)
    // Nobody decides their own request.
    expect((await api(`/approvals/${approval!.id}/approve`, { ...inCompany(members.requester), method: 'POST' })).status).toBe(403)
    const approved = await api(`/approvals/${approval!.id}/approve`, { ...inCompany(members.finance), method: 'POST' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', waitingFor: null })
    expect(await paymentOf(project)).toBe('invoiced')
    expect(await invoicesOf(project)).toHaveLength(1)
    // Reserved as approved: the budget shows it over.
    expect(await reservedFor(project)).toEqual([{ kind: 'reserve', amount: total }])
    const audit = await api(`/audit-log?where[collectionSlug][equals]=approvals&where[documentId][equals]=${approval!.id}&depth=0`, { token: staff })
    expect(audit.body.docs.map((entry: { summary: string }) => entry.summary)).toEqual([
      expect.stringContaining(`Project “${project.name}” on account`),
    ])
  })

  it('declined: the project stays awaiting payment, on account is refused with the reason, and a card pays it', async () => {
    const project = await projectBy(members.requester)
    await onAccount(project)
    const [approval] = await approvalOf(project)
    const declined = await api(`/approvals/${approval!.id}/decline`, { ...inCompany(members.owner), method: 'POST' })
    expect(declined.status, JSON.stringify(declined.body)).toBe(200)
    expect(await paymentOf(project)).toBe('unpaid')
    const again = await onAccount(project)
    expect(again.result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/declined.*Pay by card/) })
    expect(await invoicesOf(project)).toEqual([])
    expect((await payByCard(project)).result).toEqual({ ok: true })
    expect(await paymentOf(project)).toBe('paid')
  })

  it('a card payment while on account waits withdraws the request: its approval is cancelled', async () => {
    const project = await projectBy(members.requester)
    await onAccount(project)
    expect((await approvalOf(project))[0]!.status).toBe('pending')
    expect((await payByCard(project)).result).toEqual({ ok: true })
    expect((await approvalOf(project))[0]!.status).toBe('cancelled')
    expect(await reservedFor(project)).toEqual([])
  })

  it('an approval and a card payment at the same moment: one settles the project, and the other changes nothing', async () => {
    const project = await projectBy(members.requester)
    await onAccount(project)
    const [approval] = await approvalOf(project)
    const [decision, card] = await Promise.all([
      api(`/approvals/${approval!.id}/approve`, { ...inCompany(members.finance), method: 'POST' }),
      payByCard(project),
    ])
    // Card pays either way: a project invoiced a moment before is settled by card as well.
    expect(card.result).toEqual({ ok: true })
    expect(await paymentOf(project)).toBe('paid')
    const [after] = await approvalOf(project)
    if (decision.status === 200) {
      expect(after!.status).toBe('approved')
      expect(await invoicesOf(project)).toHaveLength(1)
      expect(await reservedFor(project)).toEqual([{ kind: 'reserve', amount: total }])
    } else {
      expect(decision.status, JSON.stringify(decision.body)).toBe(409)
      expect(decision.body.message).toMatch(/withdrawn/)
      expect(after!.status).toBe('cancelled')
      expect(await invoicesOf(project)).toEqual([])
      expect(await reservedFor(project)).toEqual([])
    }
  })

  it('five projects asked on account at once against room for two: two invoiced, three held, the ledger within the limit', async () => {
    const projects: ReviewProject[] = []
    for (let n = 0; n < 5; n += 1) projects.push(await projectBy(members.owner))
    const budget = await setBudget(members.owner, total * 2 + 1)
    const answers = await Promise.all(projects.map(onAccount))
    expect(answers.map((answer) => answer.result)).toEqual(projects.map(() => ({ ok: true })))
    const states = await Promise.all(projects.map(paymentOf))
    expect(states.filter((state) => state === 'invoiced')).toHaveLength(2)
    expect(states.filter((state) => state === 'unpaid')).toHaveLength(3)
    for (const [index, project] of projects.entries()) {
      const held = states[index] === 'unpaid'
      expect((await approvalOf(project)).map((approval) => approval.status)).toEqual(held ? ['pending'] : [])
      expect(await invoicesOf(project)).toHaveLength(held ? 0 : 1)
    }
    const [ledger] = await rowsOf(`SELECT COALESCE(SUM(amount), 0) AS sum FROM budget_entries WHERE budget_id = ${budget}`)
    expect(Number(ledger!.sum)).toBe(total * 2)
  })
})
