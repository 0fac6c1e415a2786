import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { testCardOutcome, validateCardDetails, type CardDetails, type CardField } from '@/domain/payment-card'
import { completeCardPayment, type CompletionOutcome } from './complete-payment'
import type { CardPaymentRequest, PaymentGateway } from './gateway'

/**
 * The offline gateway used when Stripe is not configured: no network, no real card is charged.
 * It behaves like Stripe's test mode (4242… succeeds, 4000…0002 is declined with Stripe's
 * message) and reports success through the same completion path as the Stripe webhook.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  startCardPayment: async () => ({ gateway: 'test' }),
}

export type TestChargeResult = { ok: true; completion: CompletionOutcome } | { ok: false; errors: Partial<Record<CardField | 'form', string>> }

export async function chargeTestCard(payload: Payload, request: CardPaymentRequest, card: CardDetails): Promise<TestChargeResult> {
  const errors = validateCardDetails(card, new Date())
  if (Object.keys(errors).length) return { ok: false, errors }
  const outcome = testCardOutcome(card.number)
  if (!outcome.approved) return { ok: false, errors: { form: outcome.message } }
  const id = randomUUID().replaceAll('-', '')
  const completion = await completeCardPayment(payload, {
    projectId: request.projectId,
    eventId: `test_evt_${id}`,
    source: 'test',
    paymentId: `pi_test_${id.slice(0, 24)}`,
    amount: request.amount,
    payerEmail: request.payerEmail,
  })
  return { ok: true, completion }
}
