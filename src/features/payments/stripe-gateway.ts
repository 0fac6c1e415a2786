import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import Stripe from 'stripe'

import { completeCardPayment, type CompletionOutcome } from '@/collections/payments/operations/complete-payment'
import type { CardPaymentRequest, PaymentGateway, StartedCardPayment } from './gateway'

/**
 * The Stripe API client. STRIPE_API_BASE points it elsewhere than api.stripe.com (the tests run
 * a local stand-in for the few endpoints used here).
 */
export const stripeClient = (): Stripe => {
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : null
  const protocol = base?.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(process.env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  })
}

// The same project, amount and payer always get the same PaymentIntent: a reload or a double
// click never creates a second one. A new amount (staff changed the shipping) gets a new one.
const idempotencyKey = (request: CardPaymentRequest) =>
  `project-${request.projectId}-card-${request.amount}-${createHash('sha256').update(request.payerEmail).digest('hex').slice(0, 16)}`

export const stripeGateway = (stripe: Stripe = stripeClient()): PaymentGateway => ({
  name: 'stripe',
  async startCardPayment(request): Promise<StartedCardPayment> {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: 'aud',
        automatic_payment_methods: { enabled: true },
        description: request.projectName,
        metadata: { projectId: String(request.projectId), payerEmail: request.payerEmail },
      },
      { idempotencyKey: idempotencyKey(request) },
    )
    return { gateway: 'stripe', clientSecret: intent.client_secret!, paymentIntentId: intent.id }
  },
})

/**
 * Completes a project from its PaymentIntent as Stripe has it now (never from what a webhook body
 * or a browser claims): it must have succeeded, in AUD, for this project.
 */
export async function completeFromPaymentIntent(
  payload: Payload,
  stripe: Stripe,
  paymentIntentId: string,
  eventId: string,
  expectedProjectId?: number,
): Promise<CompletionOutcome> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId)
  const projectId = Number(intent.metadata?.projectId)
  if (!Number.isInteger(projectId) || (expectedProjectId !== undefined && projectId !== expectedProjectId)) {
    return { outcome: 'rejected', reason: 'The payment is not for this project.' }
  }
  if (intent.status !== 'succeeded') return { outcome: 'rejected', reason: `The payment has not succeeded (${intent.status}).` }
  if (intent.currency !== 'aud') return { outcome: 'rejected', reason: `The payment is in ${intent.currency}, not AUD.` }
  return completeCardPayment(payload, {
    projectId,
    eventId,
    source: 'stripe',
    paymentId: intent.id,
    amount: intent.amount_received,
    payerEmail: intent.metadata?.payerEmail || null,
    // One refund per PaymentIntent at Stripe, however many events ask for it.
    refund: async () => {
      const refund = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `refund-${intent.id}` })
      return { refundId: refund.id }
    },
  })
}
