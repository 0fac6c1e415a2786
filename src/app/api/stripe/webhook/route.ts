import { payloadClient } from '@/payload-client'
import { stripeConfigured } from '@/features/payments/gateway'
import { completeFromPaymentIntent, stripeClient } from '@/features/payments/stripe-gateway'

/**
 * Stripe's webhook: the signature is verified on the raw body, then a succeeded PaymentIntent
 * completes its project through the one completion path, which records the event id in the same
 * transaction, so a replay changes nothing. A payment that does not match its project is refused.
 */
export async function POST(request: Request) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripeConfigured() || !secret) return Response.json({ error: 'Stripe is not configured.' }, { status: 404 })
  const stripe = stripeClient()
  const body = await request.text()
  let event
  try {
    event = stripe.webhooks.constructEvent(body, request.headers.get('stripe-signature') ?? '', secret)
  } catch {
    return Response.json({ error: 'The signature does not match.' }, { status: 400 })
  }
  if (event.type !== 'payment_intent.succeeded') return Response.json({ received: true, ignored: event.type })
  const payload = await payloadClient()
  const result = await completeFromPaymentIntent(payload, stripe, event.data.object.id, event.id)
  if (result.outcome === 'rejected') {
    payload.logger.error({ msg: `Stripe event ${event.id} refused: ${result.reason}` })
    return Response.json({ error: result.reason }, { status: 400 })
  }
  return Response.json({ received: true, outcome: result.outcome })
}
