import { demoMode } from '@/platform/demo/demo-mode'

/** A card payment the server has priced, for the gateway to collect. */
export type CardPaymentRequest = { projectId: number; projectName: string; amount: number; payerEmail: string }

/** What the browser needs to take the card: Stripe's client secret, or the offline test form. */
export type StartedCardPayment = { gateway: 'stripe'; clientSecret: string; paymentIntentId: string } | { gateway: 'test' }

/**
 * A card payment provider. Whichever collects the card, success is reported to
 * completeCardPayment (complete-payment.ts), the one path that marks a project paid.
 */
export interface PaymentGateway {
  readonly name: 'stripe' | 'test'
  startCardPayment(request: CardPaymentRequest): Promise<StartedCardPayment>
}

export const stripeConfigured = (): boolean => Boolean(process.env.STRIPE_SECRET_KEY)

/**
 * The offline test gateway completes real projects without taking money, so a production server
 * offers it only in demo mode (`npm start`'s demo, the test suites); a shop that forgot its
 * Stripe keys takes invoices only.
 */
const testPaymentsAllowed = (): boolean => process.env.NODE_ENV !== 'production' || demoMode()

/** Who takes card payments: Stripe when its secret key is configured, else the offline test gateway where allowed, else nobody. */
export const cardGateway = (): 'stripe' | 'test' | null => (stripeConfigured() ? 'stripe' : testPaymentsAllowed() ? 'test' : null)
