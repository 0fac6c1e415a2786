// What the Shippit stand-in reads and answers, in the shapes Shippit's API v3 documents (only the
// fields the app sends or reads), and the shapes of the stand-in's own controls.
import { z } from 'zod'

import type { StandInService } from '../stand-in-services'

export type ShippitOperation = 'quote' | 'label' | 'manifest' | 'cancel'

/** A told fault: answer that status, hold the answer (`timeout`), or answer what cannot be read (`malformed`). */
export type ShippitFault = number | 'timeout' | 'malformed'

/** An answer: JSON, or bytes (a PDF), or text (what a broken gateway sends). */
export type StandInAnswer = { status: number; body: unknown }

/**
 * Shippit's error body: a code and its description. The fields a 422 failed on are given in
 * `messages`, field to words: the documentation says a 422 names them but shows no example.
 */
export const shippitError = (status: number, error: string, description: string, messages?: Record<string, string[]>): StandInAnswer => ({
  status,
  body: { error, error_description: description, ...(messages ? { messages } : {}) },
})

export const UNAUTHORISED = shippitError(401, 'invalid_token', 'The API key is not one the stand-in accepts.')

/** Shippit's refusal to cancel an order its state no longer allows to be cancelled, naming that state. */
export const cannotCancel = (orderState: string): StandInAnswer => ({
  status: 422,
  body: {
    error: 'order_cannot_be_cancelled',
    error_description: 'The requested order is currently in a state that cannot be cancelled',
    order_state: orderState,
  },
})

/** A destination the stand-in does not deliver to, refused as Shippit refuses an address it cannot validate. */
export const UNDELIVERABLE_POSTCODE = '0000'

export const ADDRESS_REFUSED = shippitError(422, 'address_invalid', 'The provided delivery address is invalid.', {
  delivery_postcode: ['does not match the suburb and state'],
})

/** The service level a stand-in service is quoted at: its name, as Shippit spells levels ("Express" → "express"). */
export const levelOf = (service: StandInService) => service.name.trim().toLowerCase().replace(/\s+/g, '_')

/**
 * A courier's quote in the quotes answer. A service priced at 0 is the courier that cannot take the
 * parcel, which Shippit answers as a failed quote with its documented words.
 */
export const courierQuote = (service: StandInService) =>
  service.priceCents > 0
    ? {
        courier_type: service.code,
        service_level: levelOf(service),
        success: true,
        quotes: [
          { price: service.priceCents / 100, estimated_transit_time: `${service.businessDays} business day${service.businessDays === 1 ? '' : 's'}` },
        ],
      }
    : {
        courier_type: service.code,
        service_level: levelOf(service),
        success: false,
        error: 'Unable to calculate quote. No valid shipping rates matched the request. Please check the service, product, or delivery.',
        quotes: [],
      }

const PARCEL = z.object({ qty: z.number().int().positive(), weight: z.number().positive() })

export const QUOTE_REQUEST = z.object({
  quote: z.object({
    dropoff_postcode: z.string().min(1),
    dropoff_suburb: z.string().min(1),
    dropoff_country_code: z.string().optional(),
    service_levels: z.array(z.string()).optional(),
    parcel_attributes: z.array(PARCEL).min(1),
  }),
})

/** A product line: what an international order declares to customs. */
const PRODUCT = z.object({
  title: z.string().optional(),
  quantity: z.number().int().positive().optional(),
  price: z.number().positive().optional(),
  tariff_code: z.string().optional(),
  origin_country_code: z.string().optional(),
})

export const ORDER_REQUEST = z.object({
  order: z.object({
    retailer_invoice: z.coerce.string().default(''),
    courier_allocation: z.string().optional(),
    courier_type: z.string().optional(),
    delivery_address: z.string().min(1),
    delivery_suburb: z.string().min(1),
    delivery_state: z.string().min(1),
    delivery_postcode: z.string().min(1),
    delivery_country_code: z.string().optional(),
    user_attributes: z.object({ first_name: z.string().min(1) }),
    parcel_attributes: z.array(PARCEL).min(1),
    product_attributes: z.array(PRODUCT).optional(),
    duties: z.number().min(0).optional(),
    customs_clearance_attributes: z
      .object({ incoterm: z.string().optional(), export_reason: z.string().optional(), recipient_id: z.string().optional() })
      .optional(),
  }),
})

export type PlacedOrder = z.infer<typeof ORDER_REQUEST>['order']

export const BOOK_REQUEST = z.object({ orders: z.array(z.string().min(1)).min(1).max(1000) })

export const FAULT = z.object({
  operation: z.enum(['quote', 'label', 'manifest', 'cancel']),
  failure: z.union([z.number().int().min(400).max(599), z.enum(['timeout', 'malformed'])]),
  times: z.number().int().positive().max(100).default(1),
})
