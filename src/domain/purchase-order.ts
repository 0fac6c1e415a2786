// A customer's purchase-order number, printed on their invoice so their accounts team can match
// it. Kept to what accounting systems and PDFs show reliably.
export const PURCHASE_ORDER_MAX_LENGTH = 40

const ALLOWED = /^[A-Za-z0-9][A-Za-z0-9 \-/._#]*$/

export const PURCHASE_ORDER_MESSAGE = `A PO number is up to ${PURCHASE_ORDER_MAX_LENGTH} letters, digits, spaces and - / . _ #, starting with a letter or digit.`

/** The number as stored: trimmed, inner runs of spaces made one; empty means none. */
export const normalisePurchaseOrder = (value: string): string => value.trim().replace(/\s+/g, ' ')

/** What is wrong with a PO number, in plain words, or null when it is fine (or left empty). */
export function purchaseOrderProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return PURCHASE_ORDER_MESSAGE
  const number = normalisePurchaseOrder(value)
  if (number === '') return null
  if (number.length > PURCHASE_ORDER_MAX_LENGTH || !ALLOWED.test(number)) return PURCHASE_ORDER_MESSAGE
  return null
}
