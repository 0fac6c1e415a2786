import type { Payload } from 'payload'

import { STALLED_PURCHASE_MS } from '@/domain/delivery/label-purchase'
import { runStatement } from '@/platform/database/run-statement'

/**
 * Takes the shipment's label purchase for this caller, in one conditional update the database
 * settles however many callers race: it succeeds only when no label is bought and no purchase is
 * running (a failed one may be retried, a stalled one taken over). Outside any transaction, so the
 * claim is seen by every other caller at once, before the carriers are called.
 */
export async function claimLabelPurchase(payload: Payload, shipment: number, now = new Date()): Promise<boolean> {
  const stalledBefore = new Date(now.getTime() - STALLED_PURCHASE_MS).toISOString()
  const rows = await runStatement(
    { payload },
    (sql) => sql`UPDATE shipments SET label_state = 'buying', label_claimed_at = ${now.toISOString()}
      WHERE id = ${shipment} AND status IN ('requested', 'processing') AND (tracking_number IS NULL OR tracking_number = '')
        AND (label_state IS NULL OR label_state = 'failed' OR (label_state = 'buying' AND label_claimed_at < ${stalledBefore}))
      RETURNING id`,
  )
  return rows.length === 1
}
