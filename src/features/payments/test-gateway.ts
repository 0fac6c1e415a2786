import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { testCardOutcome, validateCardDetails, type CardDetails } from '@/domain/payment-card'
import { completeCardPayment, type CompletionOutcome } from '@/collections/payments/operations/complete-payment'
import { refusal, type Result } from '@/platform/result'
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

/** How the charge completed the payment. */
export type TestCharged = { completion: CompletionOutcome }

export async function chargeTestCard(payload: Payload, request: CardPaymentRequest, card: CardDetails): Promise<Result<TestCharged>> {
  const errors = validateCardDetails(card, new Date())
  if (Object.keys(errors).length) return refusal(400, Object.values(errors)[0]!, errors)
  const outcome = testCardOutcome(card.number)
  if (!outcome.approved) return refusal(402, outcome.message)
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
