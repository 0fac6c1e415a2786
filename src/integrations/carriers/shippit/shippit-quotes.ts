// Shippit's quotes (POST /quotes) as the app's service quotes: one per courier Shippit offers.
import { arrivalDay } from '@/domain/delivery/business-days'
import { calendarDateInAustralia } from '@/domain/business-days'
import { z } from 'zod'

import type { ServiceQuote } from '@/domain/delivery/service-quote'

import type { QuoteRequest } from '../carrier-adapter'
import { shippitParcel } from './shippit-parcel'
import { askShippit } from './shippit-request'
import type { ShippitSettings } from './shippit-settings'

/**
 * The service levels quoted. Priority and on-demand deliveries are booked for a delivery window
 * when the order is placed, which buying a label here does not choose.
 */
const SERVICE_LEVELS = ['standard', 'express']

const QUOTE = z.object({
  /** Dollars AUD including GST, as Shippit charges it; 0 means the courier cannot take the parcel. */
  price: z.coerce.number(),
  /** E.g. "3 business days"; a range ("2-4 business days") is read by its later end. */
  estimated_transit_time: z.string().nullish(),
  /** Given for dated deliveries instead, e.g. "2014-09-18T00:00:00.000Z". */
  delivery_date: z.string().nullish(),
})

/** One courier's answer: its quotes, or `success: false` when it could not quote (it is left out). */
const COURIER_ANSWER = z.discriminatedUnion('success', [
  z.object({ success: z.literal(false) }),
  z.object({ success: z.literal(true), courier_type: z.string().min(1), service_level: z.string(), quotes: z.array(QUOTE) }),
])

/** The quotes endpoint's answer (only what we read). */
export const SHIPPIT_QUOTE_ANSWER = z.object({ response: z.array(COURIER_ANSWER) })

type Quote = z.infer<typeof QUOTE>

/** The calendar day a quote should arrive by: its delivery date (in Sydney), else `today` plus its transit days. */
function estimateOf(quote: Quote, today: string): string | null {
  const date = quote.delivery_date ? new Date(quote.delivery_date) : null
  if (date && !Number.isNaN(date.getTime())) return calendarDateInAustralia(date)
  const days = quote.estimated_transit_time?.match(/\d+/g)?.map(Number)
  return days?.length ? arrivalDay(today, Math.max(...days)) : null
}

/** A courier code as people read it, its words apart: "CouriersPlease" is "Couriers Please", "eParcelExpress" "eParcel Express". */
const courierName = (code: string) => code.replace(/(?<=[a-z]{2})(?=[A-Z])/g, ' ')

const levelName = (level: string) => level.charAt(0).toUpperCase() + level.slice(1).replace(/_/g, ' ')

/**
 * The service quotes in an answer: one per courier, at its cheapest quote. Its service is Shippit's
 * courier code, which an order names as its `courier_allocation` to be booked with that courier.
 */
export function shippitServiceQuotes(answer: z.infer<typeof SHIPPIT_QUOTE_ANSWER>, today = calendarDateInAustralia(new Date())): ServiceQuote[] {
  return answer.response.flatMap((courier) => {
    if (!courier.success || !SERVICE_LEVELS.includes(courier.service_level)) return []
    const [cheapest] = courier.quotes.filter((quote) => quote.price > 0).sort((a, b) => a.price - b.price)
    if (!cheapest) return []
    return [
      {
        carrier: 'shippit' as const,
        service: courier.courier_type,
        serviceName: `${levelName(courier.service_level)} (${courierName(courier.courier_type)})`,
        priceCents: Math.round(cheapest.price * 100),
        estimatedDelivery: estimateOf(cheapest, today),
      },
    ]
  })
}

/** Every courier's quote for the parcel; Shippit picks it up from the account's own location, so `from` is not sent. */
export async function quoteShippit(settings: ShippitSettings, { parcel, to }: QuoteRequest, signal?: AbortSignal): Promise<ServiceQuote[]> {
  const quote = {
    dropoff_suburb: to.suburb,
    dropoff_postcode: to.postcode,
    dropoff_state: to.state,
    dropoff_country_code: to.country,
    return_all_quotes: true,
    service_levels: SERVICE_LEVELS,
    parcel_attributes: [shippitParcel(parcel)],
  }
  return shippitServiceQuotes(await askShippit(settings, { method: 'POST', path: '/quotes', body: { quote } }, SHIPPIT_QUOTE_ANSWER, signal))
}
