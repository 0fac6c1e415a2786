import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Paragraph } from './EmailLayout'

export type DispatchedShipment = {
  id: number
  recipientName: string
  items: string[]
  trackingUrl: string
}

/** To the customer: a shipment left the warehouse, with its tracking link. */
export const shipmentDispatchedEmail = (shipment: DispatchedShipment) =>
  renderEmail(
    `Shipment #${shipment.id} to ${shipment.recipientName} is on its way`,
    <EmailLayout title="Your shipment is on its way" preview={`Track shipment #${shipment.id}.`}>
      <Paragraph>
        Shipment <strong>#{shipment.id}</strong> to <strong>{shipment.recipientName}</strong> left our warehouse.
      </Paragraph>
      {shipment.items.length > 0 ? <BulletList items={shipment.items} /> : null}
      <Action href={shipment.trackingUrl}>Track the shipment</Action>
    </EmailLayout>,
  )
