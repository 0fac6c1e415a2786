import { renderEmail } from '../render'
import type { ArtworkOrder } from './artwork-approved'
import { Action, BulletList, EmailLayout, Paragraph } from './EmailLayout'

/** To staff: a reviewer asked for changes to a proof, with their comments. */
export const artworkChangesRequestedEmail = (order: ArtworkOrder & { items: { title: string; comment: string }[] }) =>
  renderEmail(
    `Changes requested: ${order.orderName}`,
    <EmailLayout title="Artwork changes requested" preview={`${order.reviewer} asked for changes.`}>
      <Paragraph>
        {order.reviewer} asked for changes to the artwork of <strong>{order.orderName}</strong>:
      </Paragraph>
      <BulletList
        items={order.items.map((item) => (
          <>
            <strong>{item.title}</strong>: {item.comment}
          </>
        ))}
      />
      <Paragraph>Upload a revised proof and set the item back to Pending.</Paragraph>
      <Action href={order.adminLink}>Open the order in the admin</Action>
    </EmailLayout>,
  )
