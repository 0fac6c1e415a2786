import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isCustomer } from '@/access/roles'
import { applySizeCurve, closeRecipientLink, createRecipientLink, type LinkFailure } from './manage'
import { findHeldLink, submitResponse } from './respond'
import { readJsonBody } from '@/platform/http/request-body'

/**
 * The recipient links' API, running the very code of the dashboard's server actions and the
 * public form: customers create, close and apply a size curve; a link holder (no account, the
 * `key` is the permission) sends one response.
 */

const failed = (result: LinkFailure | { ok: false; status: number; message: string; errors?: Record<string, string> }) =>
  Response.json(
    {
      message: result.message,
      errors: Object.entries(result.errors ?? { form: result.message }).map(([field, message]) => ({ field, message })),
    },
    { status: result.status },
  )

const notCustomer = (req: PayloadRequest): Response | null =>
  isCustomer(req.user) ? null : Response.json({ message: 'Log in with a customer account to do this.' }, { status: req.user ? 403 : 401 })

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
    const refused = notCustomer(req)
    if (refused) return refused
    const result = await createRecipientLink(req.payload, req.user, await readJsonBody(req, z.unknown()))
    return result.ok ? Response.json({ id: result.id }, { status: 201 }) : failed(result)
  },
}

const customerAction = (path: string, run: typeof closeRecipientLink | typeof applySizeCurve): Endpoint => ({
  path: `/:id/${path}`,
  method: 'post',
  handler: async (req) => {
    const refused = notCustomer(req)
    if (refused) return refused
    const id = linkId(req)
    if (id === null) return notFound()
    const result = await run(req.payload, req.user, id)
    return result.ok ? Response.json(result) : failed(result)
  },
})

/** POST /payload-api/recipient-links/:id/respond?key=… {recipient: {...}, sizes: [{lineItem, group, sizingOption}]} */
const respondEndpoint: Endpoint = {
  path: '/:id/respond',
  method: 'post',
  handler: async (req) => {
    const link = await findHeldLink(req.payload, String(req.routeParams?.id ?? ''), req.searchParams.get('key'))
    if (!link) return notFound()
    const result = await submitResponse(req.payload, link, await readJsonBody(req, z.unknown()))
    return result.ok ? Response.json(result, { status: 201 }) : failed(result)
  },
}

export const recipientLinkEndpoints: Endpoint[] = [
  createEndpoint,
  customerAction('close', closeRecipientLink),
  customerAction('apply-sizes', applySizeCurve),
  respondEndpoint,
]
