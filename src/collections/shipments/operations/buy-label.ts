import type { Payload } from 'payload'

import { CARRIER_LABELS, type Carrier } from '@/domain/delivery/carriers'
import { LABEL_PURCHASE_DEADLINE_MS, shipmentReference } from '@/domain/delivery/label-purchase'
import { purchaseOrder, type RankedQuote } from '@/domain/delivery/service-quote'
import { shipmentStatusLabel } from '@/domain/shipment-status'
import type { CustomsDeclaration } from '@/domain/delivery/customs'
import { CarrierError, type BoughtLabel, type CarrierAdapter, type LabelRequest } from '@/integrations/carriers/carrier-adapter'
import { clientError } from '@/platform/http/client-error'
import { populated } from '@/platform/relation-id'
import type { Recipient, Shipment } from '@/payload-types'
import { askRecipientFor } from '../delivery-details-hooks'
import { customsProblem, readCustoms, type CustomsReading } from './customs-declaration'
import { claimLabelPurchase } from './label-claim'
import { quoteRequestFor } from './label-request'
import { tellStaffLabelFailed } from './label-notice'
import { quoteParcel, readShipmentForLabel, withDuties, type ShipmentRates } from './quote-shipment'

/** Where a purchase left the shipment: its label bought (now or before), another purchase running, or none bought and why. */
export type LabelPurchase =
  | { state: 'bought'; shipment: number; carrier: string; trackingNumber: string; serviceName: string | null }
  | { state: 'buying'; shipment: number }
  | { state: 'failed'; shipment: number; problem: string }
  | { state: 'held'; shipment: number; problem: string }

export type LabelChoice = { carrier: string; service: string }

// After these a carrier is not asked again in this purchase: it is down, slow or refusing us, or
// it may have booked a consignment whose label we could not read, which a second try would double.
const CARRIER_WIDE: CarrierError['failure'][] = ['unauthorised', 'rate_limited', 'unanswered', 'unavailable', 'malformed']

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error))

type Bought = { quote: RankedQuote; label: BoughtLabel; problems: string[] }
/** A purchase that bought nothing: why, and whether a carrier refused the recipient's address. */
type Attempt = Bought | { problems: string[]; addressRefused: boolean }

/** Tries the services in turn until one label is bought or the deadline passes. */
async function buyFirstAvailable(
  request: Omit<LabelRequest, 'service'>,
  services: readonly RankedQuote[],
  adapters: readonly CarrierAdapter[],
  signal: AbortSignal,
): Promise<Attempt> {
  const problems: string[] = []
  const givenUp = new Set<Carrier>()
  let addressRefused = false
  for (const quote of services) {
    const adapter = adapters.find((candidate) => candidate.carrier === quote.carrier)
    if (!adapter || givenUp.has(quote.carrier)) continue
    if (signal.aborted) {
      problems.push(`Time ran out after ${LABEL_PURCHASE_DEADLINE_MS / 1000} seconds before ${quote.serviceName} was tried.`)
      break
    }
    try {
      return { quote, label: await adapter.buyLabel({ ...request, service: quote.service }, signal), problems }
    } catch (error) {
      problems.push(`${CARRIER_LABELS[quote.carrier]} ${quote.serviceName}: ${describe(error)}`)
      if (error instanceof CarrierError && error.addressProblem) addressRefused = true
      if (!(error instanceof CarrierError) || CARRIER_WIDE.includes(error.failure) || error.addressProblem) givenUp.add(quote.carrier)
    }
  }
  return { problems: problems.length > 0 ? problems : ['No carrier offered a service for this parcel.'], addressRefused }
}

async function keepLabel(
  payload: Payload,
  shipment: Shipment,
  rates: ShipmentRates,
  bought: Bought,
  customs: CustomsDeclaration | null,
  notes: string[],
) {
  const { quote, label } = bought
  const file = await payload.create({
    collection: 'shipping-labels',
    data: { shipment: shipment.id },
    file: {
      data: Buffer.from(label.labelPdf),
      mimetype: 'application/pdf',
      name: `label-${shipmentReference(shipment.id)}-${label.trackingNumber}.pdf`,
      size: label.labelPdf.byteLength,
    },
    depth: 0,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'shipments',
    id: shipment.id,
    data: {
      carrier: quote.carrier,
      trackingNumber: label.trackingNumber,
      carrierShipmentId: label.carrierShipmentId,
      serviceName: quote.serviceName,
      postageCost: quote.priceCents,
      estimatedDelivery: quote.estimatedDelivery,
      label: file.id,
      labelState: 'bought',
      labelClaimedAt: null,
      labelProblem: notes.length > 0 ? notes.join('\n') : null,
      rates,
      ...(customs ? { customsDeclaration: customs, dutyTerms: customs.dutyTerms, estimatedDuties: customs.estimatedDutiesCents } : {}),
      ...(shipment.status === 'requested' ? { status: 'processing' as const } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** Why no purchase could start: the label already bought, one running, or a shipment that takes none. */
function standing(shipment: Shipment): LabelPurchase {
  const id = Number(shipment.id)
  if (shipment.labelState === 'bought' && shipment.carrier && shipment.trackingNumber) {
    return {
      state: 'bought',
      shipment: id,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      serviceName: shipment.serviceName ?? null,
    }
  }
  if (shipment.labelState === 'buying') return { state: 'buying', shipment: id }
  if (shipment.trackingNumber) throw clientError(`This shipment already has consignment number ${shipment.trackingNumber}, entered by staff.`, 409)
  throw clientError(
    `A label is bought for a requested or processing shipment; this one is ${shipmentStatusLabel(shipment.status).toLowerCase()}.`,
    409,
  )
}

/**
 * Buys the shipment's label once, however many ask at the same moment: the first caller claims
 * the purchase (label-claim.ts) and the others are told it is running, or bought. The claimant
 * quotes every carrier, then buys the service staff chose (else the cheapest that arrives by the
 * in-hands day), and when that carrier fails, refuses or does not answer, the next service in
 * rank, all within 30 seconds. The label PDF is kept with the uploads; a purchase that buys
 * nothing says why on the shipment and tells staff.
 */
export async function buyShippingLabel(
  payload: Payload,
  input: { shipment: number; choice?: LabelChoice | null },
  adapters: readonly CarrierAdapter[],
): Promise<LabelPurchase> {
  const before = await readShipmentForLabel(payload, input.shipment)
  const request = await quoteRequestFor(payload, before)
  if (!(await claimLabelPurchase(payload, input.shipment))) return standing(await readShipmentForLabel(payload, input.shipment))
  const signal = AbortSignal.timeout(LABEL_PURCHASE_DEADLINE_MS)
  const reference = shipmentReference(input.shipment)
  let rates: ShipmentRates | null = null
  try {
    const customs = await readCustoms(payload, before)
    const hold = customs && customsProblem(customs, populated<Recipient>(before.recipient)?.fullName ?? 'The recipient')
    if (hold) return await holdPurchase(payload, before, customs, hold)
    const quoted = await quoteParcel(request, before.inHandsBy, adapters, signal)
    rates = withDuties(quoted.rates, customs)
    const declaration = customs?.declaration ?? null
    const labelRequest = { ...request, reference, ...(declaration ? { customs: declaration } : {}) }
    const attempt = await buyFirstAvailable(labelRequest, purchaseOrder(rates.quotes, input.choice), adapters, signal)
    if ('label' in attempt) {
      await keepLabel(payload, before, rates, attempt, declaration, [...rates.problems, ...attempt.problems])
      return standing(await readShipmentForLabel(payload, input.shipment))
    }
    if (attempt.addressRefused || quoted.addressRefused) await askRecipientFor(payload, input.shipment, ['address'])
    return await failPurchase(payload, before, rates, [...rates.problems, ...attempt.problems])
  } catch (error) {
    await failPurchase(payload, before, rates, [describe(error)])
    throw error
  }
}

/** Ends a purchase that bought nothing: the reason on the shipment (and its quotes, when any), the claim released. */
async function recordNoLabel(payload: Payload, shipment: Shipment, problem: string, extra: Partial<Shipment> = {}) {
  await payload.update({
    collection: 'shipments',
    id: shipment.id,
    data: { labelState: 'failed', labelClaimedAt: null, labelProblem: problem, ...extra },
    depth: 0,
    overrideAccess: true,
  })
}

async function failPurchase(payload: Payload, shipment: Shipment, rates: ShipmentRates | null, problems: string[]): Promise<LabelPurchase> {
  const problem = [...new Set(problems)].join('\n')
  await recordNoLabel(payload, shipment, problem, rates ? { rates } : {})
  await tellStaffLabelFailed(payload, shipment, problem)
  return { state: 'failed', shipment: Number(shipment.id), problem }
}

/**
 * An international parcel customs would turn back is not booked: staff hear of what they must
 * fix (a product's customs facts, goods the destination refuses); a missing ID is asked of the
 * recipient, whose answer lets the label be bought.
 */
async function holdPurchase(
  payload: Payload,
  shipment: Shipment,
  customs: CustomsReading,
  hold: { problem: string; staffMustAct: boolean },
): Promise<LabelPurchase> {
  if (!hold.staffMustAct) await askRecipientFor(payload, Number(shipment.id), customs.check.missingIds)
  await recordNoLabel(payload, shipment, hold.problem, {
    dutyTerms: customs.declaration.dutyTerms,
    estimatedDuties: customs.declaration.estimatedDutiesCents,
  })
  if (hold.staffMustAct) await tellStaffLabelFailed(payload, shipment, hold.problem)
  return { state: 'held', shipment: Number(shipment.id), problem: hold.problem }
}
