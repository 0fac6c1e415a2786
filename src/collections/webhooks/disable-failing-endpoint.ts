import type { PayloadRequest } from 'payload'

import { queueEmail } from '@/email/queue'
import { webhookEndpointDisabledEmail } from '@/email/templates/webhook-endpoint-disabled'
import { runStatement } from '@/platform/database/run-statement'
import { serverURL } from '@/platform/http/server-url'
import { relationId } from '@/platform/relation-id'

/** Who hears that an endpoint was turned off: the members who manage the company's settings. */
const MANAGING_ROLES = ['owner', 'admin']

/**
 * Turns off an endpoint that has failed for three days and emails its company's owners and admins,
 * in the transaction `req` carries. One conditional update decides, so of several failures
 * crossing the line at once only one turns it off and only one email goes to each.
 */
export async function disableFailingEndpoint(req: PayloadRequest, endpointId: number, lastError: string): Promise<void> {
  const reason = `Failed every try for three days. Last: ${lastError}`.slice(0, 200)
  const turnedOff = await runStatement(
    req,
    (sql) => sql`UPDATE webhook_endpoints SET disabled_at = ${new Date().toISOString()}, disabled_reason = ${reason}
      WHERE id = ${endpointId} AND disabled_at IS NULL RETURNING id`,
  )
  if (turnedOff.length === 0) return
  const { payload } = req
  const endpoint = await payload.findByID({
    collection: 'webhook-endpoints',
    id: endpointId,
    depth: 0,
    req,
    overrideAccess: true,
    select: { url: true, company: true },
  })
  const company = relationId(endpoint.company)!
  const [{ name }, { docs: managers }] = await Promise.all([
    payload.findByID({ collection: 'companies', id: company, depth: 0, req, overrideAccess: true, select: { name: true } }),
    payload.find({
      collection: 'memberships',
      where: { and: [{ company: { equals: company } }, { role: { in: MANAGING_ROLES } }] },
      depth: 1,
      limit: 50,
      pagination: false,
      req,
      overrideAccess: true,
    }),
  ])
  const email = await webhookEndpointDisabledEmail({ url: endpoint.url, company: name, lastError, webhooksLink: `${serverURL()}/dashboard/webhooks` })
  for (const member of managers) {
    const to = typeof member.customer === 'object' ? member.customer?.email : undefined
    if (to) await queueEmail(payload, { to, ...email }, req)
  }
}
