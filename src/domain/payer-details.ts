import { z } from 'zod'

import { purchaseOrderProblem } from './purchase-order'

const payerEmail = z.email('Enter a valid email address for your receipt.').max(254)

/** What a payer sends with a payment: the email their receipt goes to, and their PO number. */
export type PayerDetails = { ok: true; email: string } | { ok: false; field: 'payerEmail' | 'purchaseOrderNumber'; message: string }

/** The payer's email (trimmed, lower case) when it and the PO number are fine; else the first field's problem. */
export function checkPayerDetails(email: unknown, purchaseOrderNumber: unknown): PayerDetails {
  const parsed = payerEmail.safeParse(typeof email === 'string' ? email.trim().toLowerCase() : email)
  if (!parsed.success) return { ok: false, field: 'payerEmail', message: parsed.error.issues[0]!.message }
  const poProblem = purchaseOrderProblem(purchaseOrderNumber)
  if (poProblem) return { ok: false, field: 'purchaseOrderNumber', message: poProblem }
  return { ok: true, email: parsed.data }
}
