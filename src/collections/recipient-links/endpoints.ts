import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { customerRefusal, keyedCustomerEndpoint, refusalResponse } from '@/collections/customer-endpoint'
import { applySizeCurve, closeRecipientLink, createRecipientLink } from './manage'
import { findHeldLink, submitResponse } from './respond'
import { inviteRecipients, resendInvitation } from './invitations'
import { readJsonBody } from '@/platform/http/request-body'
import { MAX_INVITATION_CSV_CHARS } from '@/domain/invitation-csv'

/**
 * The recipient links' API, running the very code of the dashboard's server actions and the
 * public form: customers create, close and apply a size curve; a link holder (no account, the
 * `key` is the permission) sends one response.
 */

const linkId = (req: PayloadRequest): number | null => {
  const id = String(req.routeParams?.id ?? '')
  return /^\d{1,12}$/.test(id) ? Number(id) : null
}

const notFound = () => Response.json({ message: 'We couldn’t find that link.' }, { status: 404 })

/** POST /payload-api/recipient-links/create {mode, name, message?, cap?, expiresOn?, project? | items?} */
const createEndpoint: Endpoint = {
  path: '/create',
  method: 'post',
  handler: async (req) => {
    const refused = customerRefusal(req)
    if (refused) return refused
    const result = await createRecipientLink(req.payload, req.user, await readJsonBody(req, z.unknown()))
    return result.ok ? Response.json({ id: result.id }, { status: 201 }) : refusalResponse(result)
  },
}

const customerAction = (path: string, run: typeof closeRecipientLink | typeof applySizeCurve): Endpoint => ({
  path: `/:id/${path}`,
  method: 'post',
  handler: async (req) => {
    const refused = customerRefusal(req)
    if (refused) return refused
    const id = linkId(req)
    if (id === null) return notFound()
    const result = await run(req.payload, req.user, id)
    return result.ok ? Response.json(result) : refusalResponse(result)
  },
})

/** The settings and a list as long as a list may be (invitation-csv.ts), JSON-escaped. */
const INVITE_BODY_BYTES = 2 * MAX_INVITATION_CSV_CHARS + 16 * 1024

/**
 * POST /payload-api/recipient-links/invite {mode, name, …as /create, recipientsCsv: "name,email\n…"},
 * with an optional Idempotency-Key header: a link for invited people only, each emailed their own.
 */
const inviteEndpoint = keyedCustomerEndpoint('/invite', inviteRecipients, ({ id, invited }) => ({ id, invited }), INVITE_BODY_BYTES)

/** POST /payload-api/recipient-links/:id/invitations/:invitation/resend: at most once an hour per invitation. */
const resendEndpoint: Endpoint = {
  path: '/:id/invitations/:invitation/resend',
  method: 'post',
  handler: async (req) => {
    const refused = customerRefusal(req)
    if (refused) return refused
    const id = linkId(req)
    const invitation = String(req.routeParams?.invitation ?? '')
    if (id === null || !/^\d{1,12}$/.test(invitation)) return notFound()
    const result = await resendInvitation(req.payload, req.user, id, Number(invitation))
    return result.ok ? Response.json(result) : refusalResponse(result)
  },
}

/** POST /payload-api/recipient-links/:id/respond?key=… {recipient: {...}, sizes: [{lineItem, group, sizingOption}]} */
const respondEndpoint: Endpoint = {
  path: '/:id/respond',
  method: 'post',
  handler: async (req) => {
    const link = await findHeldLink(req.payload, String(req.routeParams?.id ?? ''), req.searchParams.get('key'))
    if (!link) return notFound()
    const result = await submitResponse(req.payload, link, await readJsonBody(req, z.unknown()))
    return result.ok ? Response.json(result, { status: 201 }) : refusalResponse(result)
  },
}

export const recipientLinkEndpoints: Endpoint[] = [
  createEndpoint,
  inviteEndpoint,
  resendEndpoint,
  customerAction('close', closeRecipientLink),
  customerAction('apply-sizes', applySizeCurve),
  respondEndpoint,
]
