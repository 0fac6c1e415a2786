// Shippit's order webhook as Shippit posts it to the test server, with the account's secret header.
import { baseURL } from './http'
import { SHIPPIT_WEBHOOK_SECRET } from './carrier-env'

export type ShippitHistory = { status: string; time: string }[]

/** Posts a consignment's whole history so far, as each of Shippit's webhooks carries it. */
export const postShippitUpdate = (trackingNumber: string, history: ShippitHistory, secret = SHIPPIT_WEBHOOK_SECRET) =>
  fetch(`${baseURL()}/api/carriers/shippit/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ tracking_number: trackingNumber, current_state: history.at(-1)?.status, status_history: history }),
  })

/** A consignment no shipment carries, reported once in transit: its event is kept for staff. Its number. */
export const strayParcel = async (): Promise<string> => {
  const trackingNumber = `STRAY-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const answer = await postShippitUpdate(trackingNumber, [{ status: 'in_transit', time: new Date().toISOString() }])
  if (answer.status !== 202) throw new Error(`Shippit's update for a stray parcel was answered ${answer.status}: ${await answer.text()}`)
  return trackingNumber
}
