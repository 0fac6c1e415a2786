// Australia Post's prices for a parcel: "Get item prices" (POST /shipping/v1/prices/items). It
// lists every product the account can send the parcel with, as `items[].prices[]` with the
// product's id, its name (`product_type`, e.g. "PARCEL POST") and `calculated_price` including
// GST; a product that cannot take the parcel is left out as a warning, not a refused request.
// "Get shipment price" (POST /shipping/v1/prices/shipments) adds the surcharges (fuel) but prices
// one product per shipment asked; its answer when asked for all of them is not documented, so
// a quote may be below the label's final charge by the surcharges of the day.
import { arrivalDay } from '@/domain/delivery/business-days'
import { calendarDateInAustralia } from '@/domain/business-days'
import { z } from 'zod'

import { isInternational } from '@/domain/delivery/customs'
import type { ServiceQuote } from '@/domain/delivery/service-quote'

import type { QuoteRequest } from '../carrier-adapter'
import { askAusPost, readAnswer } from './auspost-request'
import type { AusPostSettings } from './auspost-settings'
import { ausPostItem, carrierError } from './auspost-shipping-common'

/**
 * Business days in transit that Australia Post gives as typical, by product id. Its prices carry
 * no estimate, so the delivery day is counted from these: Express Post next business day within
 * its network, Parcel Post two to six between capital cities (four taken); overseas, International
 * Standard six to ten (eight taken) and International Express two to six (four taken) to major
 * cities. A product not listed has no estimate. The stand-in's services take their days from here,
 * so tests can reason.
 */
export const AUSPOST_TYPICAL_BUSINESS_DAYS = { '3D55': 4, T28: 4, '3J55': 1, E34: 1, PTI7: 8, ECM8: 4 } as const satisfies Record<string, number>

const typicalDays = (productId: string): number | undefined => (AUSPOST_TYPICAL_BUSINESS_DAYS as Record<string, number>)[productId]

const PRICE = z.object({ product_id: z.string().trim().min(1), product_type: z.string().trim().min(1), calculated_price: z.number().nonnegative() })
/** The answer (only what we read): one entry per item asked, here the one parcel. */
const PRICES_ANSWER = z.object({ items: z.array(z.object({ prices: z.array(PRICE).default([]) })).min(1) })

/** Australia Post names its products in capitals ("EXPRESS POST"); staff read them in title case. */
const titleCase = (name: string) => name.toLowerCase().replace(/(^|\s)\S/g, (first) => first.toUpperCase())

/**
 * The services Australia Post offers for the parcel from → to, with price and estimate: overseas,
 * its international products. The documented request names only the destination's postcode; an
 * overseas one is told by its `country`, as "Create shipments" names it (unconfirmed for prices).
 */
export async function quoteAusPost(settings: AusPostSettings, { parcel, from, to }: QuoteRequest, signal?: AbortSignal): Promise<ServiceQuote[]> {
  const destination = { postcode: to.postcode, ...(isInternational(to.country) ? { country: to.country } : {}) }
  const body = { from: { postcode: from.postcode }, to: destination, items: [ausPostItem(parcel)] }
  const answer = await askAusPost(settings, { method: 'POST', path: '/shipping/v1/prices/items', body, signal }, carrierError)
  const { items } = readAnswer(answer, PRICES_ANSWER, carrierError)
  const today = calendarDateInAustralia(new Date())
  return items[0]!.prices.map((price) => {
    const days = typicalDays(price.product_id)
    return {
      carrier: 'auspost',
      service: price.product_id,
      serviceName: titleCase(price.product_type),
      priceCents: Math.round(price.calculated_price * 100),
      estimatedDelivery: days === undefined ? null : arrivalDay(today, days),
    }
  })
}
