import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { appendStatusChange, assertTransition, StatusTransitionError, type StatusActor, type StatusMachineKind } from '@/domain/project-status'
import { clientError } from '@/platform/http/client-error'

/**
 * Who is asking for a status change. Trusted server code (the payment gateway, a share-link
 * reviewer's server action, the seed) names itself in `req.context.statusActor`; clients cannot
 * set the context, so over REST and GraphQL the actor is whoever is signed in.
 */
const actorFor = (req: PayloadRequest): StatusActor | null => {
  const declared = req.context?.statusActor
  if (typeof declared === 'string') return declared as StatusActor
  if (isStaff(req.user)) return 'staff'
  if (isCustomer(req.user)) return 'owner'
  return null
}

/** Every write path runs through here: an illegal transition is refused and nothing is written. */
export const enforceStatusMachine = (kind: StatusMachineKind): CollectionBeforeChangeHook => {
  const refuseIllegalTransition: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
    const now = new Date()
    if (operation === 'create') {
      if (data.status !== undefined && data.status !== 'pending') {
        throw clientError(`A new ${kind} starts as Pending.`, 400)
      }
      return { ...data, status: 'pending', statusChangeLog: appendStatusChange([], 'pending', now) }
    }
    const from = originalDoc?.status
    const to = data.status
    if (to === undefined || to === from) return data
    const actor = actorFor(req)
    if (!actor) throw clientError(`You cannot change the status of this ${kind}.`, 403)
    try {
      assertTransition(kind, from, to, actor)
    } catch (error) {
      if (error instanceof StatusTransitionError) throw clientError(error.message, 400)
      throw error
    }
    return { ...data, statusChangeLog: appendStatusChange(originalDoc?.statusChangeLog, to, now) }
  }
  return refuseIllegalTransition
}
