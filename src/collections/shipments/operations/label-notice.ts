import { createLocalReq, type Payload } from 'payload'

import { shipmentReference } from '@/domain/delivery/label-purchase'
import { queueStaffNotice } from '@/email/staff-notice'
import { labelFailedEmail, labelNotVoidedEmail } from '@/email/templates/shipping-label'
import { serverURL } from '@/platform/http/server-url'
import { populated } from '@/platform/relation-id'
import type { Recipient, Shipment } from '@/payload-types'

const adminUrlOf = (shipment: number | string) => `${serverURL()}/admin/collections/shipments/${shipment}`

/** Tells staff a label purchase bought nothing, and why. */
export async function tellStaffLabelFailed(payload: Payload, shipment: Shipment, problem: string): Promise<void> {
  const recipient = populated<Recipient>(shipment.recipient)
  const email = labelFailedEmail({
    reference: shipmentReference(shipment.id),
    recipient: recipient?.formattedAddressWithName ?? recipient?.fullName ?? 'the recipient',
    problems: problem.split('\n'),
    adminUrl: adminUrlOf(shipment.id),
  })
  await queueStaffNotice(await createLocalReq({}, payload), email)
}

/** Tells staff a cancelled shipment's label is still bought, and why. */
export async function tellStaffLabelNotVoided(payload: Payload, shipment: number, problem: string): Promise<void> {
  const email = labelNotVoidedEmail({ reference: shipmentReference(shipment), problem, adminUrl: adminUrlOf(shipment) })
  await queueStaffNotice(await createLocalReq({}, payload), email)
}
