import type { NextRequest } from 'next/server'

import { refuseBadDepth, refuseBadQuery, refuseCrossOrigin, refuseLargeAction, refuseUndecodablePath, refuseUnreadableAction } from './request-guards'
import { refuseOverLimit } from './request-limits'

/**
 * Every guard a request passes before anything answers it, in order: an address that does not
 * decode, a write from another site, a form post larger than Next takes, a REST depth over the cap
 * or a query Payload cannot read, a server action body React could not have sent (request-guards.ts),
 * and a call over its per-address budget (request-limits.ts). The proxy runs it on every request.
 */
export const requestRefusal = async (request: NextRequest): Promise<Response | null> =>
  refuseUndecodablePath(request) ??
  refuseCrossOrigin(request) ??
  refuseLargeAction(request) ??
  refuseBadDepth(request) ??
  refuseBadQuery(request) ??
  (await refuseUnreadableAction(request)) ??
  (await refuseOverLimit(request))
