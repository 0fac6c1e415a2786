import { isDeepStrictEqual } from 'node:util'

import type { CollectionBeforeChangeHook } from 'payload'

import { isCustomer } from '@/access/roles'
import { lowStockAlertChange, parseThreshold } from '@/domain/low-stock'
import { clientError } from '@/platform/http/client-error'

/**
 * A customer may change only the low-stock threshold of their own items (access lets them reach
 * only those). Any change of threshold re-arms the alert when the stock is not below the new one,
 * so lowering a threshold under the stock, or removing it, lets the next crossing alert again.
 * The row is locked before Payload reads it (withRowLock), so the stock seen here is current.
 */
export const applyThresholdChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  if (isCustomer(req.user)) {
    const changed = Object.keys(data).filter((key) => data[key] !== undefined && !isDeepStrictEqual(data[key], originalDoc?.[key]))
    if (changed.some((key) => key !== 'lowStockThreshold')) {
      throw clientError('You can change only the low-stock threshold of an inventory item.', 400)
    }
  }
  if (data.lowStockThreshold === undefined || data.lowStockThreshold === originalDoc?.lowStockThreshold) return data
  const parsed = parseThreshold(data.lowStockThreshold)
  if (!parsed.ok) throw clientError(parsed.error, 400)
  const alerted = Boolean(originalDoc?.lowStockAlertedAt)
  const change = lowStockAlertChange(Number(originalDoc?.quantityAvailable ?? 0), parsed.threshold, alerted)
  return { ...data, lowStockThreshold: parsed.threshold, ...(change === 'rearm' ? { lowStockAlertedAt: null } : {}) }
}
