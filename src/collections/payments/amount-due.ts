import type { Payload, PayloadRequest } from 'payload'

import { priceSummary, type PaymentMethod, type PriceSummary } from '@/domain/pricing'

export type PricedProjectLine = { id: number; title: string; quantity: number; pricePerUnit: number }

export type AmountDue = { lines: PricedProjectLine[]; summary: PriceSummary; cardFeePercent: number }

/**
 * What the project costs paid by `method`, computed on the server from its line items, shipping
 * estimate and the site's card fee. The browser only ever displays these numbers.
 */
export async function amountDue(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  project: { id: number; shippingEstimate?: number | null },
  method: PaymentMethod,
): Promise<AmountDue> {
  const [{ docs }, settings] = await Promise.all([
    req.payload.find({
      collection: 'line-items',
      where: { project: { equals: project.id } },
      sort: 'position',
      pagination: false,
      depth: 0,
      req,
      select: { title: true, quantity: true, pricePerUnit: true },
    }),
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, select: { payments: true } }),
  ])
  const lines = docs.map((line) => ({
    id: line.id,
    title: line.title,
    quantity: line.quantity ?? 0,
    pricePerUnit: line.pricePerUnit ?? 0,
  }))
  const cardFeePercent = settings.payments?.stripeCardFee ?? 0
  const summary = priceSummary({
    lines,
    shippingEstimate: project.shippingEstimate ?? 0,
    paymentMethod: method,
    cardFeePercent,
  })
  return { lines, summary, cardFeePercent }
}

/** What a card payment of the project charges, in cents: the amount due by card, as the server computes it. */
export async function cardTotal(payload: Payload, projectId: number): Promise<number> {
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, select: { shippingEstimate: true } })
  return (await amountDue({ payload }, { id: projectId, shippingEstimate: project.shippingEstimate }, 'card')).summary.total
}
