import { calendarDateInAustralia } from '@/domain/business-days'
import type { Payload } from 'payload'

import { CARRIER_LABELS } from '@/domain/delivery/carriers'
import type { DutyTerms } from '@/domain/delivery/customs'
import { rankQuotes, type RankedQuote } from '@/domain/delivery/service-quote'
import { CarrierError, type CarrierAdapter, type QuoteRequest } from '@/integrations/carriers/carrier-adapter'
import { clientError } from '@/platform/http/client-error'
import type { Shipment } from '@/payload-types'
import { readCustoms, type CustomsReading } from './customs-declaration'
import { quoteRequestFor } from './label-request'

/** Who pays an international parcel's duties and taxes, and their estimate in AUD cents. */
export type QuotedDuties = { dutyTerms: DutyTerms; estimatedDutiesCents: number; currency: 'AUD' }

/**
 * The quotes a shipment's label is chosen from, kept on it, and the carriers that gave none; for
 * an international parcel, the duties on top of the postage.
 */
export type ShipmentRates = { quotedAt: string; quotes: RankedQuote[]; problems: string[]; duties?: QuotedDuties }

/** The rates with the duties a customs reading estimates, when the parcel goes overseas. */
export const withDuties = (rates: ShipmentRates, customs: CustomsReading | null): ShipmentRates =>
  customs
    ? {
        ...rates,
        duties: { dutyTerms: customs.declaration.dutyTerms, estimatedDutiesCents: customs.declaration.estimatedDutiesCents, currency: 'AUD' },
      }
    : rates

/** A shipment as the label purchase reads it: recipient and items' inventory items populated. */
export const readShipmentForLabel = (payload: Payload, id: number): Promise<Shipment> =>
  payload.findByID({ collection: 'shipments', id, depth: 1, overrideAccess: true }).catch(() => {
    throw clientError('Unknown shipment.', 404)
  })

/**
 * Asks every configured carrier at once for its services for the parcel and ranks them for the
 * shipment's in-hands day. A carrier that fails or runs out of time is left out, its reason kept;
 * `addressRefused` says whether one refused to price the recipient's address.
 */
export async function quoteParcel(
  request: QuoteRequest,
  inHandsBy: string | null | undefined,
  adapters: readonly CarrierAdapter[],
  signal: AbortSignal,
): Promise<{ rates: ShipmentRates; addressRefused: boolean }> {
  if (adapters.length === 0) throw clientError('No carrier is configured: set the Australia Post or Shippit variables to buy labels.', 409)
  const answers = await Promise.allSettled(adapters.map((adapter) => adapter.quote(request, signal)))
  const problems = answers.flatMap((answer, index) =>
    answer.status === 'rejected' ? [`${CARRIER_LABELS[adapters[index].carrier]}: ${String((answer.reason as Error)?.message ?? answer.reason)}`] : [],
  )
  const addressRefused = answers.some(
    (answer) => answer.status === 'rejected' && answer.reason instanceof CarrierError && answer.reason.addressProblem,
  )
  const quotes = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
  const day = inHandsBy ? calendarDateInAustralia(new Date(inHandsBy)) : null
  return { rates: { quotedAt: new Date().toISOString(), quotes: rankQuotes(quotes, day), problems }, addressRefused }
}

/** Quotes a shipment's parcel for staff to choose from, and keeps them on the shipment. */
export async function quoteShipment(payload: Payload, id: number, adapters: readonly CarrierAdapter[], signal: AbortSignal): Promise<ShipmentRates> {
  const shipment = await readShipmentForLabel(payload, id)
  const { rates: quoted } = await quoteParcel(await quoteRequestFor(payload, shipment), shipment.inHandsBy, adapters, signal)
  const rates = withDuties(quoted, await readCustoms(payload, shipment))
  await payload.update({ collection: 'shipments', id, data: { rates }, depth: 0, overrideAccess: true })
  return rates
}
