import type { Carrier } from '@/domain/delivery/carriers'
import type { CustomsDeclaration } from '@/domain/delivery/customs'
import type { Parcel } from '@/domain/delivery/parcel'
import type { ServiceQuote } from '@/domain/delivery/service-quote'

/** Where a parcel leaves from or goes to, as carriers ask for it. */
export type CarrierAddress = {
  name: string
  companyName?: string | null
  lines: string[]
  suburb: string
  state: string
  postcode: string
  /** ISO 3166-1 alpha-2, e.g. 'AU'. */
  country: string
  email?: string | null
  phone?: string | null
}

/** A parcel to price: its box, where from and where to. */
export type QuoteRequest = { parcel: Parcel; from: CarrierAddress; to: CarrierAddress }

/**
 * A label to buy for one service. `reference` is ours for the shipment (e.g. "SHIPMENT-12"): it
 * is printed on the label and sent as the carrier's own reference for the consignment.
 * `customs` is the parcel's customs declaration, given exactly when it goes overseas (`to` is not
 * in Australia): the carrier sends it to the destination's customs with the label, and refuses an
 * overseas label without it.
 */
export type LabelRequest = QuoteRequest & { reference: string; service: string; customs?: CustomsDeclaration }

/** A label bought: the consignment's tracking number, the carrier's id for it, and the label itself. */
export type BoughtLabel = { trackingNumber: string; carrierShipmentId: string; labelPdf: Uint8Array }

/** A consignment to put on the day's manifest. */
export type ManifestEntry = { trackingNumber: string; carrierShipmentId: string }

/** The day's parcels handed over: the carrier's id for the manifest (order), and its summary PDF when it gives one. */
export type Manifest = { manifestId: string; summaryPdf: Uint8Array | null }

/**
 * Why a carrier did not do what was asked: credentials refused, rate limited, no answer in time
 * or none at all (`unanswered`), the carrier failing (5xx), the request refused (`refused`, with
 * `addressProblem` when it is the address it cannot deliver to), or an answer the app cannot read
 * (`malformed`, including a label that is not a PDF).
 */
export type CarrierFailure = 'unauthorised' | 'rate_limited' | 'unanswered' | 'unavailable' | 'refused' | 'malformed'

export class CarrierError extends Error {
  constructor(
    message: string,
    readonly carrier: Carrier,
    /** The answer's HTTP status; 0 when none came. */
    readonly status: number,
    readonly failure: CarrierFailure,
    readonly addressProblem = false,
  ) {
    super(message)
    this.name = 'CarrierError'
  }
}

/**
 * What the app asks of a carrier, whichever it is. Each call takes a signal that aborts it when the
 * caller's time is up (the adapter also stops at its own timeout) and throws a CarrierError, in
 * plain words without credentials, for anything but success.
 */
export interface CarrierAdapter {
  readonly carrier: Carrier
  /** The services the carrier offers for the parcel, with price and estimate. */
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<ServiceQuote[]>
  /** Books the consignment with the service and returns its label as a PDF. */
  buyLabel(request: LabelRequest, signal?: AbortSignal): Promise<BoughtLabel>
  /** Hands the consignments over for collection: the day's manifest. */
  manifest(entries: readonly ManifestEntry[], signal?: AbortSignal): Promise<Manifest>
  /** Cancels a bought consignment that has not been handed over, so its label is not charged. */
  cancelLabel(consignment: ManifestEntry, signal?: AbortSignal): Promise<void>
}
