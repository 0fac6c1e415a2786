import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isCustomer } from '@/access/roles'
import { keyOf } from '@/platform/idempotency/key-answers'
import { createReorder } from './reorder'
import { readJsonBody } from '@/platform/http/request-body'

/**
 * POST /payload-api/projects/reorder {order: id} or {inventoryItem: id}, with an optional
 * Idempotency-Key header: the dashboard's "Reorder" for API clients, through the same code.
 */
export const reorderEndpoint: Endpoint = {
  path: '/reorder',
  method: 'post',
  handler: async (req) => {
    if (!isCustomer(req.user)) {
      return Response.json({ message: 'Log in with a customer account to reorder.' }, { status: req.user ? 403 : 401 })
    }
    const key = keyOf(req.headers)
    if ('refusal' in key) return key.refusal
    const result = await createReorder(req.payload, req.user, await readJsonBody(req, z.unknown()), key.key)
    if (result.ok) {
      return Response.json({ project: result.project }, { status: 201, headers: result.replayed ? { 'idempotent-replayed': 'true' } : undefined })
    }
    return Response.json({ message: result.message, errors: [{ message: result.message }] }, { status: result.status })
  },
}
