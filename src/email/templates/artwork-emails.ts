import { emailLayout, escapeHtml } from './layout'

type ArtworkOrder = { orderName: string; reviewer: string; adminLink: string }

/** To staff: every proof of an order is approved; production can start. */
export const artworkApprovedEmail = (order: ArtworkOrder) => ({
  subject: `Artwork approved: ${order.orderName}`,
  html: emailLayout(
    'Artwork approved',
    `<p>${escapeHtml(order.reviewer)} approved every artwork proof of <strong>${escapeHtml(order.orderName)}</strong>.</p>
<p>The order is ready for production.</p>
<p><a href="${order.adminLink}">Open the order in the admin</a></p>`,
  ),
  text: `${order.reviewer} approved all artwork of ${order.orderName}.\n${order.adminLink}`,
})

/** To staff: a reviewer asked for changes to a proof, with their comments. */
export const artworkChangesRequestedEmail = (order: ArtworkOrder & { items: { title: string; comment: string }[] }) => ({
  subject: `Changes requested: ${order.orderName}`,
  html: emailLayout(
    'Artwork changes requested',
    `<p>${escapeHtml(order.reviewer)} asked for changes to the artwork of <strong>${escapeHtml(order.orderName)}</strong>:</p>
<ul>${order.items.map((item) => `<li><strong>${escapeHtml(item.title)}</strong>: ${escapeHtml(item.comment)}</li>`).join('')}</ul>
<p>Upload a revised proof and set the item back to Pending.</p>
<p><a href="${order.adminLink}">Open the order in the admin</a></p>`,
  ),
  text: `${order.reviewer} asked for changes to ${order.orderName}:\n${order.items.map((item) => `- ${item.title}: ${item.comment}`).join('\n')}\n${order.adminLink}`,
})
