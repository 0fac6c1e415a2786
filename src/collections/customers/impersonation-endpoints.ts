import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { clearedImpersonationCookie, impersonationCookie } from '@/lib/impersonation'

const json = (body: unknown, status: number, cookie?: string) =>
  Response.json(body, { status, headers: cookie ? { 'Set-Cookie': cookie } : undefined })

/**
 * "View dashboard as" (DESIGN §4): a staff member's session plus a signed cookie naming both of
 * them. Starting and stopping are logged with who and whom.
 */
export const impersonationEndpoints: Endpoint[] = [
  {
    path: '/:id/impersonate',
    method: 'post',
    handler: async (req) => {
      if (!isStaff(req.user)) return json({ message: 'Only staff can view the dashboard as a customer.' }, 403)
      const id = String(req.routeParams?.id ?? '')
      if (!/^\d{1,12}$/.test(id)) return json({ message: 'Unknown customer.' }, 404)
      const customer = await req.payload
        .findByID({ collection: 'customers', id, depth: 0, req, disableErrors: true, select: { email: true } })
        .catch(() => null)
      if (!customer) return json({ message: 'Unknown customer.' }, 404)
      req.payload.logger.info({ staff: req.user!.email, customer: customer.email }, 'impersonation started')
      return json(
        { message: `Viewing the dashboard as ${customer.email}.`, redirect: '/dashboard/projects' },
        200,
        impersonationCookie({ staffId: req.user!.id, customerId: customer.id }),
      )
    },
  },
  {
    path: '/stop-impersonating',
    method: 'post',
    handler: async (req) => {
      if (req.user) req.payload.logger.info({ user: req.user.email }, 'impersonation stopped')
      return json({ message: 'Stopped viewing as the customer.' }, 200, clearedImpersonationCookie())
    },
  },
]
