import { recordParcelReport } from '@/collections/shipments/operations/record-parcel-events'
import { shippitReport, shippitWebhookBody } from '@/integrations/carriers/shippit/shippit-tracking'
import { payloadClient } from '@/payload-client'
import { bearerAccess } from '@/platform/http/bearer-secret'

const MAX_BODY_BYTES = 256 * 1024

const refuse = (status: number, error: string) => Response.json({ error }, { status })

/**
 * Shippit's order webhook. Shippit signs nothing, but sends the headers its account is set up
 * with: ours is `Authorization: Bearer <SHIPPIT_WEBHOOK_SECRET>`. A body that is not a Shippit
 * update is refused with the reason and records nothing; an update for a consignment no
 * shipment carries is kept for staff and accepted (202), so Shippit does not retry it forever.
 */
export async function receiveShippitWebhook(request: Request): Promise<Response> {
  const access = bearerAccess(request.headers.get('authorization'), process.env.SHIPPIT_WEBHOOK_SECRET)
  if (access === 'off') return refuse(404, 'Shippit tracking is not configured.')
  if (access === 'refused') return refuse(401, 'The webhook secret does not match.')
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return refuse(413, 'The update is larger than any Shippit sends.')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refuse(400, 'The body is not JSON.')
  }
  const body = shippitWebhookBody.safeParse(json)
  if (!body.success) {
    const issue = body.error.issues[0]
    return refuse(400, `The update is not one Shippit sends: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}.`)
  }
  const report = shippitReport(body.data)
  if (report.events.length === 0) return Response.json({ received: true, outcome: 'nothing to track yet' })
  const result = await recordParcelReport(await payloadClient(), report)
  return Response.json({ received: true, ...result }, { status: result.outcome === 'unmatched' ? 202 : 200 })
}
