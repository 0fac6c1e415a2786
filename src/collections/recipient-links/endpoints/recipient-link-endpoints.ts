import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { customerEndpoint, jsonBody, keyedCustomerEndpoint, refusalResponse, type OperationCall } from '@/collections/customer-endpoint'
import { applySizeCurve, closeRecipientLink, createRecipientLink } from '@/collections/recipient-links/operations/manage-recipient-links'
import { findHeldLink } from '@/collections/recipient-links/held-link'
import { submitResponse } from '@/collections/recipient-links/operations/respond-to-link'
import { inviteRecipients, resendInvitation } from '@/collections/recipient-links/operations/invite-recipients'
import { readJsonBody } from '@/platform/http/request-body'
import { MAX_INVITATION_CSV_CHARS } from '@/domain/invitation-csv'
import type { Result } from '@/platform/result'

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

/** A link's id from the route as the operation's input, or not found. */
const linkRef = async (req: PayloadRequest) => {
  const id = linkId(req)
  return id === null ? notFound() : { input: id }
}

/** POST /payload-api/recipient-links/create {mode, name, message?, cap?, expiresOn?, project? | items?} */
const createEndpoint = customerEndpoint({
  path: '/create',
  read: jsonBody(),
  operation: createRecipientLink,
  answer: ({ id }) => Response.json({ id }, { status: 201 }),
})

/** POST /payload-api/recipient-links/:id/close and /:id/apply-sizes: the operation's result as it is. */
const linkAction = <T extends object>(path: string, operation: (call: OperationCall<number>) => Promise<Result<T>>): Endpoint =>
  customerEndpoint({ path: `/:id/${path}`, read: linkRef, operation, answer: (done) => Response.json(done) })

/** The settings and a list as long as a list may be (invitation-csv.ts), JSON-escaped. */
const INVITE_BODY_BYTES = 2 * MAX_INVITATION_CSV_CHARS + 16 * 1024

/**
 * POST /payload-api/recipient-links/invite {mode, name, …as /create, recipientsCsv: "name,email\n…"},
 * with an optional Idempotency-Key header: a link for invited people only, each emailed their own.
 */
const inviteEndpoint = keyedCustomerEndpoint('/invite', inviteRecipients, ({ id, invited }) => ({ id, invited }), INVITE_BODY_BYTES)

/** POST /payload-api/recipient-links/:id/invitations/:invitation/resend: at most once an hour per invitation. */
const resendEndpoint = customerEndpoint({
  path: '/:id/invitations/:invitation/resend',
  read: async (req) => {
    const link = linkId(req)
    const invitation = String(req.routeParams?.invitation ?? '')
    return link === null || !/^\d{1,12}$/.test(invitation) ? notFound() : { input: { link, invitation: Number(invitation) } }
  },
  operation: resendInvitation,
  answer: (done) => Response.json(done),
})

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
  linkAction('close', closeRecipientLink),
  linkAction('apply-sizes', applySizeCurve),
  respondEndpoint,
]
