import { createLocalReq, type Payload } from 'payload'

import { shipmentReference } from '@/domain/delivery/label-purchase'
import { queueStaffNotice } from '@/email/staff-notice'
import { labelFailedEmail } from '@/email/templates/label-failed'
import { serverURL } from '@/platform/http/server-url'
import { populated } from '@/platform/relation-id'
import type { Recipient, Shipment } from '@/payload-types'

/** Tells staff a label purchase bought nothing, and why. */
export async function tellStaffLabelFailed(payload: Payload, shipment: Shipment, problem: string): Promise<void> {
  const recipient = populated<Recipient>(shipment.recipient)
  const email = labelFailedEmail({
    reference: shipmentReference(shipment.id),
    recipient: recipient?.formattedAddressWithName ?? recipient?.fullName ?? 'the recipient',
    problems: problem.split('\n'),
    adminUrl: `${serverURL()}/admin/collections/shipments/${shipment.id}`,
  })
  await queueStaffNotice(await createLocalReq({}, payload), email)
}
