import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { clearedImpersonationCookie, impersonationClaimFrom, impersonationCookie } from '@/platform/session/impersonation'
import { json } from '@/platform/http/json-response'
import { recordAudit } from '@/collections/audit/record-audit'

/**
 * "View dashboard as" (impersonation): a staff member's session plus a signed cookie naming both of
 * them. Starting and stopping are logged, and kept in the audit log with who and whom.
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
      await recordAudit(req, {
        action: 'impersonation_start',
        collectionSlug: 'customers',
        documentId: customer.id,
        summary: `${req.user!.email} started viewing the dashboard as ${customer.email}`,
      })
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
      const claim = impersonationClaimFrom(req.headers)
      if (req.user) req.payload.logger.info({ user: req.user.email }, 'impersonation stopped')
      if (req.user && claim) {
        await recordAudit(req, {
          action: 'impersonation_stop',
          collectionSlug: 'customers',
          documentId: claim.customerId,
          summary: `${req.user.email} stopped viewing the dashboard as customer #${claim.customerId}`,
        })
      }
      return json({ message: 'Stopped viewing as the customer.' }, 200, clearedImpersonationCookie())
    },
  },
]
