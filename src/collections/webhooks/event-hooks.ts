import type { CollectionAfterChangeHook } from 'payload'

import type { RaisedEvent } from '@/domain/webhooks/change-events'

import { recordWebhookEvent } from './record-webhook-event'

type Change = { from: Record<string, unknown> | null; to: Record<string, unknown> & { id: number | string } }

/**
 * An afterChange hook raising the webhook events `eventsOf` finds in a change, in the change's own
 * transaction. The document as it now is joins what it was, what was written and what was
 * answered: `doc` holds only the fields the caller selected. The row lock every status change of
 * these collections takes (row-lock.ts) means each change is judged from the one before it, so a
 * transition raises its event once however many requests race for it.
 */
export const raiseWebhookEvents = (eventsOf: (from: Change['from'], to: Change['to']) => RaisedEvent[]): CollectionAfterChangeHook => {
  const raiseWebhookEventsOfChange: CollectionAfterChangeHook = async ({ collection, data, doc, operation, previousDoc, req }) => {
    const from = operation === 'create' ? null : (previousDoc as Record<string, unknown>)
    const to = { ...previousDoc, ...data, ...doc } as Change['to']
    const events = eventsOf(from, to)
    if (events.length === 0) return doc
    const company =
      to.company ??
      ((await req.payload.findByID({ collection: collection.slug, id: doc.id, depth: 0, req, overrideAccess: true })) as { company?: unknown })
        .company
    for (const event of events) await recordWebhookEvent(req, { company, ...event })
    return doc
  }
  return raiseWebhookEventsOfChange
}
