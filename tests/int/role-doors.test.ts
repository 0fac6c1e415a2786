import { readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { periodPresets } from '@/domain/accounting/export-request'
import { calendarDateInAustralia } from '@/domain/business-days'
import { COMPANY_ROLES } from '@/domain/company-roles'

import { uniqueEmail } from '../support/customers'
import { DEMO, login, request } from '../support/http'
import { roleMatrixSubjects } from '../support/role-matrix-subjects'
import { callServerAction } from '../support/server-action'

/**
 * The dashboard's doors by role: what each member of a company sees on its pages and may do
 * through their server actions, against the table in fixtures/role-doors.md (written from the
 * roles). The company and its documents are the role matrix's (role-matrix.test.ts).
 */

const ROLES = [...COMPANY_ROLES, 'outsider'] as const
type Role = (typeof ROLES)[number]
type Verdict = 'allow' | 'deny'

const EXPECTED = readFileSync(path.join(import.meta.dirname, 'fixtures', 'role-doors.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| (page|action) /.test(line))
  .map((line) => {
    const [door, ...verdicts] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    return { door: door!, expected: Object.fromEntries(ROLES.map((role, i) => [role, verdicts[i] as Verdict])) as Record<Role, Verdict> }
  })

let matrix: Awaited<ReturnType<typeof roleMatrixSubjects>>
const cookieOf = (role: Role) => `payload-token=${matrix.members[role].token}; company=${matrix.company}`
const named = (slug: string, field: string) => String(matrix.subjects.get(slug)![field])
const thisFinancialYear = () => {
  const { from, to } = periodPresets(calendarDateInAustralia(new Date())).find((period) => period.preset === 'this-financial-year')!
  return { from, to }
}

/** A page (or a dashboard route's answer) and what it must show for allow (HTML-escaped text, or a form field's name). */
const PAGES: Record<string, { path: string | (() => string); shows: () => string }> = {
  "page projects: the company's quote": { path: '/dashboard/projects', shows: () => named('projects', 'name') },
  "page orders: the company's order": { path: '/dashboard/orders', shows: () => named('orders', 'name') },
  "page orders: the picker's search finds the company's order": {
    path: () => `/dashboard/orders/choices?${new URLSearchParams({ q: named('orders', 'name') })}`,
    shows: () => `"value":"${matrix.ids.order}"`,
  },
  "page inventory: the company's stock": { path: '/dashboard/inventory', shows: () => named('inventory-items', 'title') },
  "page shipments: the company's recipient": { path: '/dashboard/shipments/create', shows: () => named('recipients', 'fullName') },
  "page links: the company's recipient link": { path: '/dashboard/links', shows: () => named('recipient-links', 'name') },
  'page members: the invite form': { path: '/dashboard/members', shows: () => 'name="list"' },
  "page members: the company's members": { path: '/dashboard/members', shows: () => matrix.bystander },
  'page budgets: a team budget nobody is in': { path: '/dashboard/budgets', shows: () => named('budgets', 'team') },
  'page approvals: the new rule form': { path: '/dashboard/approvals', shows: () => 'name="over"' },
  "page api keys: the company's key": { path: '/dashboard/api-keys', shows: () => named('api-keys', 'name') },
  'page api keys: the new key form': { path: '/dashboard/api-keys', shows: () => 'name="allowedAddresses"' },
  "page webhooks: the company's endpoint": { path: '/dashboard/webhooks', shows: () => named('webhook-endpoints', 'url') },
  'page webhooks: the new endpoint form': { path: '/dashboard/webhooks', shows: () => 'name="events"' },
  "page accounting: the company's invoice": { path: '/dashboard/accounting', shows: () => named('invoices', 'number') },
  "page accounting: the company's invoice in the Xero file": {
    path: () => `/dashboard/accounting/export?${new URLSearchParams({ file: 'xero-bills', ...thisFinancialYear() })}`,
    shows: () => named('invoices', 'number'),
  },
  "page insights: the company's order in its spend by project": { path: '/dashboard/insights', shows: () => named('orders', 'name') },
  "page insights: the company's order in the spend by project CSV": {
    path: () => `/dashboard/insights/export?${new URLSearchParams({ chart: 'spend-by-project', ...thisFinancialYear() })}`,
    shows: () => named('orders', 'name'),
  },
}

const action = (file: string, name: string, page: string, args: (role: Role) => unknown[]) => ({
  action: { file: `src/features/dashboard/${file}`, name },
  page,
  args,
})

/** Each action with an input that is valid and changes little. */
const ACTIONS: Record<string, ReturnType<typeof action>> = {
  setProjectVisibility: action('project-actions.ts', 'setProjectVisibility', '/dashboard/projects', () => [
    { projectId: matrix.ids.project, visibility: 'active' },
  ]),
  setLowStockThreshold: action('low-stock-actions.ts', 'setLowStockThreshold', '/dashboard/inventory', () => [
    { inventoryItem: matrix.ids.stock, threshold: '' },
  ]),
  askToDonateItem: action('donation-actions.ts', 'askToDonateItem', '/dashboard/insights', () => [{ inventoryItem: matrix.ids.stock, note: '' }]),
  reorderAction: action('reorder-actions.ts', 'reorderAction', '/dashboard/orders', () => [{ order: matrix.ids.order }]),
  requestShipmentsAction: action('shipment-actions.ts', 'requestShipmentsAction', '/dashboard/shipments/create', () => [
    { items: [{ inventoryItem: matrix.ids.stock, quantity: 1 }], recipients: [matrix.ids.recipient] },
  ]),
  createRecipientLinkAction: action('recipient-link-actions.ts', 'createRecipientLinkAction', '/dashboard/links', (role) => [
    { mode: 'ship', name: `Doors ${role}`, items: [{ inventoryItem: matrix.ids.stock, quantity: 1 }] },
  ]),
  closeRecipientLinkAction: action('recipient-link-actions.ts', 'closeRecipientLinkAction', '/dashboard/links', () => [matrix.ids.recipientLink]),
  addRecipientAction: action('shipment-actions.ts', 'addRecipientAction', '/dashboard/shipments/create', (role) => [
    { fullName: `Doors ${role}`, address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
  ]),
  createBudgetAction: action('budget-actions.ts', 'createBudgetAction', '/dashboard/budgets', (role) => [
    { scope: 'team', team: `Doors ${role}`, period: 'monthly', resetDay: 1, spendLimit: '500' },
  ]),
  changeBudgetAction: action('budget-actions.ts', 'changeBudgetAction', '/dashboard/budgets', () => [
    { budget: matrix.ids.budget, period: 'monthly', resetDay: 1, spendLimit: '1,000' },
  ]),
  createApprovalRuleAction: action('approval-rule-actions.ts', 'createApprovalRuleAction', '/dashboard/approvals', () => [
    { over: '1000000', askedBy: ['viewer'], steps: ['owner'] },
  ]),
  inviteMembersAction: action('invitation-actions.ts', 'inviteMembersAction', '/dashboard/members', (role) => [
    { list: uniqueEmail(`doors-${role}`), role: 'viewer', goodOnly: false },
    crypto.randomUUID(),
  ]),
  changeMemberRoleAction: action('member-actions.ts', 'changeMemberRoleAction', '/dashboard/members', () => [
    { membership: matrix.ids.membership, role: 'viewer' },
  ]),
  changeMemberTeamAction: action('member-actions.ts', 'changeMemberTeamAction', '/dashboard/members', () => [
    { membership: matrix.ids.membership, team: '' },
  ]),
  setJoinDomainAction: action('company-actions.ts', 'setJoinDomainAction', '/dashboard/members', () => [{ open: false }]),
  createApiKeyAction: action('api-key-actions.ts', 'createApiKeyAction', '/dashboard/api-keys', (role) => [
    { name: `Doors ${role} ${Date.now()}`, scopes: ['read'] },
  ]),
  createWebhookEndpointAction: action('webhook-actions.ts', 'createWebhookEndpointAction', '/dashboard/webhooks', (role) => [
    { url: `http://127.0.0.1:9/doors-${role}`, events: ['stock.low'] },
  ]),
  turnOffWebhookEndpointAction: action('webhook-actions.ts', 'turnOffWebhookEndpointAction', '/dashboard/webhooks', () => [
    matrix.ids.webhookEndpoint,
  ]),
}

const openPage = async (door: string, role: Role): Promise<string> => {
  const page = PAGES[door]!
  const first = await request(typeof page.path === 'string' ? page.path : page.path(), { cookie: cookieOf(role) })
  // A dashboard route that refuses sends the member back to its page, which is what they see.
  const location = first.headers.get('location')
  const response = first.status === 303 && location?.startsWith('/dashboard/') ? await request(location, { cookie: cookieOf(role) }) : first
  if (response.status !== 200) return `unexpected: ${response.status}`
  const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
  return body.includes(page.shows()) ? 'allow' : 'deny'
}

const callAction = async (door: string, role: Role): Promise<string> => {
  const name = door.replace(/^action /, '')
  const { action: which, page, args } = ACTIONS[name]!
  const { status, result } = await callServerAction(page, which, args(role), { cookie: cookieOf(role) })
  if (status !== 200) return `unexpected: HTTP ${status}`
  if (result?.ok === true) return 'allow'
  if (result?.ok === false && [400, 403, 404].includes(result.status)) return 'deny'
  return `unexpected: ${JSON.stringify(result).slice(0, 200)}`
}

beforeAll(async () => {
  matrix = await roleMatrixSubjects((await login('staff-members', DEMO.staff)).token)
}, 300_000)

describe('role doors: every company role × dashboard page and server action, as fixtures/role-doors.md says', () => {
  it('covers every door the test knows, and the test knows every door of the table', () => {
    const doors = EXPECTED.map((row) => row.door)
    expect(new Set(doors)).toEqual(new Set([...Object.keys(PAGES), ...Object.keys(ACTIONS).map((name) => `action ${name}`)]))
  })

  it('agrees with the table', async () => {
    const mismatches: string[] = []
    for (const { door, expected } of EXPECTED) {
      for (const role of ROLES) {
        const actual = door.startsWith('page ') ? await openPage(door, role) : await callAction(door, role)
        if (actual !== expected[role]) mismatches.push(`${door} · ${role}: expected ${expected[role]}, got ${actual}`)
      }
    }
    expect(mismatches, `${mismatches.length} cells disagree with fixtures/role-doors.md`).toEqual([])
  })
})
