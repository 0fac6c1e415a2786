/** A card payment the server has priced, for the gateway to collect. */
export type CardPaymentRequest = { projectId: number; projectName: string; amount: number; payerEmail: string }

/** What the browser needs to take the card: Stripe's client secret, or the offline test form. */
export type StartedCardPayment =
  | { gateway: 'stripe'; clientSecret: string; paymentIntentId: string }
  | { gateway: 'test' }

/**
 * A card payment provider. Whichever collects the card, success is reported to
 * completeCardPayment (complete-payment.ts), the one path that marks a project paid.
 */
export interface PaymentGateway {
  readonly name: 'stripe' | 'test'
  startCardPayment(request: CardPaymentRequest): Promise<StartedCardPayment>
}

/** Stripe when its secret key is configured; otherwise the offline test gateway. */
export const stripeConfigured = (): boolean => Boolean(process.env.STRIPE_SECRET_KEY)
