import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { createProjectFromEnquiry } from '@/collections/enquiries/operations/create-project-from-enquiry'
import { parseRecordId } from '@/domain/dashboard-filters'
import { json } from '@/platform/http/json-response'

/**
 * POST /payload-api/enquiries/:id/create-project, staff only: the admin's "Create project" button
 * (createProjectFromEnquiry).
 */
export const createProjectFromEnquiryEndpoint: Endpoint = {
  path: '/:id/create-project',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff can turn an enquiry into a project.' }, 403)
    const id = parseRecordId(req.routeParams?.id as string | undefined)
    if (id === null) return json({ message: 'Unknown enquiry.' }, 404)
    const outcome = await createProjectFromEnquiry(req.payload, id, req.user)
    return json({ message: outcome.message, project: outcome.project ?? null }, outcome.status)
  },
}
