'use server'

import { z } from 'zod'

import { checkPayerDetails } from '@/domain/payer-details'
import { issueInvoice } from '@/collections/payments/operations/issue-invoice'
import { payloadClient } from '@/payload-client'
import { cardTotal } from '@/collections/payments/amount-due'
import { preparePayment } from '@/collections/payments/operations/prepare-payment'
import type { CompletionOutcome } from '@/collections/payments/operations/complete-payment'
import { cardGateway, stripeConfigured } from '@/features/payments/gateway'
import { completeFromPaymentIntent, stripeClient, stripeGateway } from '@/features/payments/stripe-gateway'
import { chargeTestCard, testGateway } from '@/features/payments/test-gateway'
import { PAYMENT_PAGE_STATUSES } from '@/domain/review-statuses'
import { guardShareAction, isRefusal, type SharedDocument } from '@/features/review/share-guard'
import { refusal, refusingErrors, type Refusal, type Result } from '@/platform/result'

/** Said after a refusal of anything a reviewer sends. */
const NOTHING_SAVED = 'Nothing was saved.'

/**
 * The share guard, then the payer's email and PO number checked, then the project prepared for
 * payment (preparePayment): the project, the payer's email and the project's name when all pass.
 */
async function payable(
  projectId: string,
  key: string,
  email: unknown,
  purchaseOrderNumber?: unknown,
): Promise<{ doc: SharedDocument; email: string; name: string } | Refusal> {
  // A paid project keeps its payment page, so a second payer hears that it is paid.
  const doc = await guardShareAction('projects', projectId, key, PAYMENT_PAGE_STATUSES)
  if (isRefusal(doc)) return doc
  const payer = checkPayerDetails(email, purchaseOrderNumber)
  if (!payer.ok) return refusal(400, payer.message, { [payer.field]: payer.message })
  const prepared = await preparePayment(await payloadClient(), doc, purchaseOrderNumber)
  if (!prepared.ok) return prepared
  return { doc, email: payer.email, name: prepared.name }
}

export type StartCardResult = Result<{ gateway: 'test' } | { gateway: 'stripe'; clientSecret: string; paymentIntentId: string }>

/** Prepares a card payment for the amount the server computes (Stripe: a PaymentIntent). */
export async function startCardPayment(projectId: string, key: string, email: unknown, purchaseOrderNumber?: unknown): Promise<StartCardResult> {
  return refusingErrors(await payloadClient(), NOTHING_SAVED, async () => {
    const available = cardGateway()
    if (!available) return refusal(409, 'Card payments are not available here; ask for an invoice instead.')
    const checked = await payable(projectId, key, email, purchaseOrderNumber)
    if ('ok' in checked) return checked
    const gateway = available === 'stripe' ? stripeGateway() : testGateway
    const started = await gateway.startCardPayment({
      projectId: checked.doc.id,
      projectName: checked.name,
      amount: await cardTotal(await payloadClient(), checked.doc.id),
      payerEmail: checked.email,
    })
    return { ok: true as const, ...started }
  })
}

/** A payment refused or refunded is told why; anything else paid the project. */
const answerOf = (completion: CompletionOutcome): Result =>
  completion.outcome === 'rejected' || completion.outcome === 'refunded' ? refusal(402, completion.reason) : { ok: true }

const cardSchema = z.object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(6) })

/** The offline test gateway takes the card itself; refused whenever Stripe is configured or test payments are not allowed. */
export async function payWithTestCard(projectId: string, key: string, email: unknown, card: unknown, purchaseOrderNumber?: unknown): Promise<Result> {
  return refusingErrors(await payloadClient(), NOTHING_SAVED, async () => {
    if (cardGateway() !== 'test') return refusal(409, 'Test cards are not accepted here.')
    const checked = await payable(projectId, key, email, purchaseOrderNumber)
    if ('ok' in checked) return checked
    const details = cardSchema.safeParse(card)
    if (!details.success) return refusal(400, 'Your card number is incorrect.', { number: 'Your card number is incorrect.' })
    const payload = await payloadClient()
    const charged = await chargeTestCard(
      payload,
      {
        projectId: checked.doc.id,
        projectName: checked.name,
        amount: await cardTotal(await payloadClient(), checked.doc.id),
        payerEmail: checked.email,
      },
      details.data,
    )
    if (!charged.ok) return charged
    return answerOf(charged.completion)
  })
}

/**
 * Back from Stripe (or straight after confirmPayment): completes from the PaymentIntent as Stripe
 * reports it, so the page need not wait for the webhook. Either arriving second changes nothing.
 */
export async function confirmStripePayment(projectId: string, key: string, paymentIntentId: unknown): Promise<Result> {
  return refusingErrors(await payloadClient(), NOTHING_SAVED, async () => {
    if (!stripeConfigured() || typeof paymentIntentId !== 'string' || !/^pi_[A-Za-z0-9_]{1,100}$/.test(paymentIntentId)) {
      return refusal(404, 'That payment could not be found.')
    }
    const doc = await guardShareAction('projects', projectId, key, ['awaiting_payment', 'completed'])
    if (isRefusal(doc)) return doc
    return answerOf(await completeFromPaymentIntent(await payloadClient(), stripeClient(), paymentIntentId, `return_${paymentIntentId}`, doc.id))
  })
}

/** Pay by invoice: issues it (numbered, due in 14 days, PDF emailed) and marks the project invoiced. */
export async function requestInvoice(projectId: string, key: string, email: unknown, purchaseOrderNumber?: unknown): Promise<Result> {
  return refusingErrors(await payloadClient(), NOTHING_SAVED, async () => {
    const checked = await payable(projectId, key, email, purchaseOrderNumber)
    if ('ok' in checked) return checked
    const issued = await issueInvoice(await payloadClient(), checked.doc.id, checked.email)
    return issued.ok ? { ok: true as const } : issued
  })
}
