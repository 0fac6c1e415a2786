// Australia Post behind the carrier adapter: prices (auspost-quote.ts), labels and their
// cancelling (auspost-label.ts) and the day's manifest (auspost-manifest.ts) from its Shipping and
// Tracking API, in the shapes developers.auspost.com.au documents, with the credentials and
// failures tracking uses (auspost-request.ts). The address is configurable, so the local stand-in
// (auspost-stand-in.ts) takes its place in tests and demos.
import type { CarrierAdapter } from '../carrier-adapter'
import { buyAusPostLabel, cancelAusPostLabel } from './auspost-label'
import { manifestAusPost } from './auspost-manifest'
import { quoteAusPost } from './auspost-quote'
import type { AusPostSettings } from './auspost-settings'

export function ausPostCarrier(settings: AusPostSettings): CarrierAdapter {
  return {
    carrier: 'auspost',
    quote: (request, signal) => quoteAusPost(settings, request, signal),
    buyLabel: (request, signal) => buyAusPostLabel(settings, request, signal),
    manifest: (entries, signal) => manifestAusPost(settings, entries, signal),
    cancelLabel: (consignment, signal) => cancelAusPostLabel(settings, consignment, signal),
  }
}
