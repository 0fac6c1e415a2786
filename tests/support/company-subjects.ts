// Subject documents of a company's collections for the access sweeps (access-sweep.test.ts,
// role-matrix.test.ts), made as the app makes them where it can.
import { expect } from 'vitest'

import { uniqueEmail } from './customers'
import { api } from './http'
import { rowsOf } from './raw-sql'

/**
 * The subjects of the collections of a company's money, in `owner`'s company: a team budget for a
 * team nobody is in (so no other suite's requests count against it) with one entry, a decided
 * approval of one of the company's shipments (written past the app where only a booking writes),
 * and an approval rule that holds nothing (a viewer's requests over $1,000,000).
 * Returns their ids and the paths that find them.
 */
export const companyMoneySubjects = async (owner: { token: string; id: number }, company: number) => {
  const budget = await api('/budgets', {
    token: owner.token,
    body: { scope: 'team', team: 'Access sweep', period: 'monthly', resetDay: 1, spendLimit: 100_000 },
  })
  expect(budget.status, JSON.stringify(budget.body)).toBe(201)
  const id = budget.body.doc.id as number
  const now = new Date().toISOString()
  await rowsOf(`INSERT INTO budget_entries (budget_id, company_id, member_id, period_start, kind, amount, description, entry_key, updated_at, created_at)
    VALUES (${id}, ${company}, ${owner.id}, '2026-11-01', 'reserve', 100, 'Access sweep', 'sweep-${Date.now()}', '${now}', '${now}')`)
  const [shipment] = await rowsOf(`SELECT id FROM shipments WHERE company_id = ${company} ORDER BY id LIMIT 1`)
  const [approval] = await rowsOf(`INSERT INTO approvals (company_id, shipment_id, requested_by_id, amount, reason, status, updated_at, created_at)
    VALUES (${company}, ${shipment!.id}, ${owner.id}, 3000, 'Access sweep', 'declined', '${now}', '${now}') RETURNING id`)
  const rule = await api('/approval-rules', { token: owner.token, body: { over: 100_000_000, askedBy: ['viewer'], steps: ['owner'] } })
  expect(rule.status, JSON.stringify(rule.body)).toBe(201)
  return {
    ids: { budget: id, shipment: Number(shipment!.id) },
    paths: {
      budgets: `/budgets?where[id][equals]=${id}`,
      'budget-entries': `/budget-entries?where[budget][equals]=${id}`,
      approvals: `/approvals?where[id][equals]=${approval!.id}`,
      'approval-rules': `/approval-rules?where[id][equals]=${rule.body.doc.id}`,
    },
  }
}

/**
 * A collect link `owner` made for one invited person, on a proposal of `project`'s (its sized line),
 * and that person's answer: the subjects of the three recipient-link collections, with the paths
 * that find them.
 */
export const recipientLinkSubjects = async (
  owner: { token: string; headers?: Record<string, string> },
  project: { id: number; sizedLineId: number },
) => {
  const email = uniqueEmail('sweep-recipient')
  const link = await api('/recipient-links/invite', {
    token: owner.token,
    headers: owner.headers,
    body: { mode: 'collect', name: 'Sweep sizes', project: project.id, recipientsCsv: `name,email\r\nSam Sweep,${email}` },
  })
  expect(link.status, JSON.stringify(link.body)).toBe(201)
  const id = link.body.id as number
  const [invitation] = await rowsOf(`SELECT id, share_key FROM recipient_invitations WHERE link_id = ${id}`)
  const [sizingOption] = await rowsOf('SELECT id FROM sizing_options ORDER BY id LIMIT 1')
  const answer = await api(`/recipient-links/${id}/respond?key=${encodeURIComponent(String(invitation!.share_key))}`, {
    body: {
      recipient: { fullName: 'Sam Sweep', email, address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      sizes: [{ lineItem: project.sizedLineId, group: 'mens', sizingOption: Number(sizingOption!.id) }],
    },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return {
    ids: { recipientLink: id },
    paths: {
      'recipient-links': `/recipient-links?where[id][equals]=${id}`,
      'recipient-invitations': `/recipient-invitations?where[id][equals]=${invitation!.id}`,
      'recipient-responses': `/recipient-responses?where[link][equals]=${id}`,
    },
  }
}

/**
 * A webhook endpoint `owner` added, and the test event they sent it with its delivery: the
 * subjects of the three webhook collections. Nothing listens at its address, so the test fails
 * at once; the endpoint is then turned off, so no later change in the company sends it anything.
 */
export const webhookSubjects = async (owner: { token: string; headers?: Record<string, string> }) => {
  const made = await api('/webhook-endpoints/create', {
    token: owner.token,
    headers: owner.headers,
    body: { url: 'http://127.0.0.1:9/sweep', events: ['stock.low'] },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const endpoint = made.body.endpoint as number
  const tested = await api(`/webhook-endpoints/${endpoint}/test`, { token: owner.token, headers: owner.headers, body: {} })
  expect(tested.status, JSON.stringify(tested.body)).toBe(200)
  const off = await api(`/webhook-endpoints/${endpoint}/disable`, { token: owner.token, headers: owner.headers, body: {} })
  expect(off.status, JSON.stringify(off.body)).toBe(200)
  const [delivery] = await rowsOf(`SELECT id, event_id FROM webhook_deliveries WHERE endpoint_id = ${endpoint}`)
  return {
    ids: { webhookEndpoint: endpoint, webhookEvent: Number(delivery!.event_id) },
    paths: {
      'webhook-endpoints': `/webhook-endpoints?where[id][equals]=${endpoint}`,
      'webhook-events': `/webhook-events?where[id][equals]=${Number(delivery!.event_id)}`,
      'webhook-deliveries': `/webhook-deliveries?where[id][equals]=${Number(delivery!.id)}`,
    },
  }
}

/**
 * A company's accounting connection as the connect flow leaves it, then disconnected (so nothing
 * is sent anywhere), and the sync of one of its invoices: the subjects of the two accounting
 * collections, written past the app since only the consent round trip and the sync job make them.
 */
export const accountingSubjects = async (company: number) => {
  const now = new Date().toISOString()
  const [invoice] = await rowsOf(`SELECT id FROM invoices WHERE company_id = ${company} ORDER BY id LIMIT 1`)
  const [connection] =
    await rowsOf(`INSERT INTO accounting_connections (company_id, provider, tenant_id, tenant_name, status, expense_account, bank_account, updated_at, created_at)
    VALUES (${company}, 'xero', 'sweep-tenant', 'Sweep organisation', 'disconnected', '400', '090', '${now}', '${now}') RETURNING id`)
  const [sync] =
    await rowsOf(`INSERT INTO accounting_syncs (company_id, connection_id, invoice_id, kind, status, remote_id, tries, updated_at, created_at)
    VALUES (${company}, ${connection!.id}, ${invoice!.id}, 'bill', 'synced', 'sweep-bill', 1, '${now}', '${now}') RETURNING id`)
  return {
    ids: { accountingConnection: Number(connection!.id), invoice: Number(invoice!.id) },
    paths: {
      'accounting-connections': `/accounting-connections?where[id][equals]=${connection!.id}`,
      'accounting-syncs': `/accounting-syncs?where[id][equals]=${sync!.id}`,
    },
  }
}
