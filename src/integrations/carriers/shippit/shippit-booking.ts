// The day's manifest with Shippit: booking the labelled orders with their couriers (POST /book).
import { PDFDocument } from 'pdf-lib'
import { z } from 'zod'

import { CarrierError, type Manifest, type ManifestEntry } from '../carrier-adapter'
import { askShippit, fetchShippitPdf } from './shippit-request'
import type { ShippitSettings } from './shippit-settings'

/** One courier's booking: its manifest and the manifest's pre-signed PDF, or why its orders were not booked. */
const BOOKING = z.object({
  success: z.boolean(),
  manifest: z.string().nullish(),
  manifest_pdf: z.url({ protocol: /^https?$/ }).nullish(),
  orders: z.array(z.string()).nullish(),
  error: z.string().nullish(),
  error_description: z.string().nullish(),
})

/** The book endpoint's answer (only what we read): a booking per courier of the orders sent. */
const BOOK_ANSWER = z.object({ response: z.array(BOOKING) })

/** The manifests as one PDF, in the order Shippit listed them; null when there is none. */
async function oneDocument(pdfs: Uint8Array[]): Promise<Uint8Array | null> {
  if (pdfs.length <= 1) return pdfs[0] ?? null
  try {
    const whole = await PDFDocument.create()
    for (const pdf of pdfs) {
      const part = await PDFDocument.load(pdf)
      for (const page of await whole.copyPages(part, part.getPageIndices())) whole.addPage(page)
    }
    return await whole.save()
  } catch {
    throw new CarrierError("Shippit's manifests are PDFs the app cannot read", 'shippit', 200, 'malformed')
  }
}

/**
 * Books the orders with their couriers. Shippit makes a manifest per courier, so the manifest id is
 * theirs together ("M1, M2"; the tracking numbers when it names none) and the summary their PDFs
 * in one. Any courier refusing fails the whole: staff see which orders and why, the others booked.
 */
export async function bookShippitOrders(settings: ShippitSettings, entries: readonly ManifestEntry[], signal?: AbortSignal): Promise<Manifest> {
  const trackingNumbers = entries.map((entry) => entry.trackingNumber)
  const { response: bookings } = await askShippit(settings, { method: 'POST', path: '/book', body: { orders: trackingNumbers } }, BOOK_ANSWER, signal)
  const refused = bookings.filter((booking) => !booking.success)
  if (refused.length) {
    const why = refused.map((booking) => `${booking.orders?.join(', ') || 'orders'}: ${booking.error_description || booking.error || 'not booked'}`)
    const booked = refused.length < bookings.length ? ' (the others were booked)' : ''
    throw new CarrierError(`Shippit did not book ${why.join('; ')}${booked}`, 'shippit', 200, 'refused')
  }
  const manifestIds = bookings.flatMap((booking) => (booking.manifest ? [booking.manifest] : []))
  const addresses = bookings.flatMap((booking) => (booking.manifest_pdf ? [booking.manifest_pdf] : []))
  const pdfs = await Promise.all(addresses.map((url) => fetchShippitPdf(settings, url, 'manifest', signal)))
  return { manifestId: (manifestIds.length ? manifestIds : trackingNumbers).join(', '), summaryPdf: await oneDocument(pdfs) }
}
