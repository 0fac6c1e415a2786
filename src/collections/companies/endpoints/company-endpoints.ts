import type { Endpoint } from 'payload'

import { customerEndpoint } from '@/collections/customer-endpoint'

import { joinByDomain } from '../operations/join-by-domain'

/**
 * POST /payload-api/companies/:id/join: a customer joins a company open to their email's domain,
 * as a requester, the very code of the dashboard's Join button.
 */
const joinEndpoint = customerEndpoint({
  path: '/:id/join',
  read: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'We couldn’t find that company.' }, { status: 404 })
    return { input: { company: Number(id) } }
  },
  operation: joinByDomain,
  answer: ({ company }) => Response.json({ company }, { status: 201 }),
})

export const companyEndpoints: Endpoint[] = [joinEndpoint]
