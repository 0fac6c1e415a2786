import { emailLayout, escapeHtml } from './layout'

export type EnquirySummary = {
  id: number
  name: string
  email: string
  audience?: string | null
  quantity?: string | null
  budget?: string | null
  dueDate?: string | null
  notes?: string | null
  items: { title: string; variant?: string | null }[]
}

const itemList = (items: EnquirySummary['items']) =>
  items.length === 0
    ? '<p>A general enquiry, no products chosen yet.</p>'
    : `<ul>${items.map((item) => `<li>${escapeHtml(item.title)}${item.variant ? ` — ${escapeHtml(item.variant)}` : ''}</li>`).join('')}</ul>`

const details = (enquiry: EnquirySummary) =>
  [
    ['Audience', enquiry.audience],
    ['Quantity', enquiry.quantity],
    ['Budget per item', enquiry.budget],
    ['Needed by', enquiry.dueDate ? new Date(enquiry.dueDate).toLocaleDateString('en-AU') : null],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(String(value))}<br>`)
    .join('')

/** To the customer: we have it, and what happens next. */
export const enquiryReceivedEmail = (enquiry: EnquirySummary) => ({
  subject: `We received your enquiry "${enquiry.name}"`,
  html: emailLayout(
    'Enquiry received',
    `<p>Thanks for your enquiry. A member of our team will review it and send a proposal with a digital proof within one business day.</p>
${itemList(enquiry.items)}<p>${details(enquiry)}</p>`,
  ),
  text: `Thanks for your enquiry "${enquiry.name}". We will send a proposal within one business day.\n${enquiry.items.map((i) => `- ${i.title}${i.variant ? ` — ${i.variant}` : ''}`).join('\n')}`,
})

/** To the supplier's staff: a new enquiry to turn into a proposal. */
export const newEnquiryEmail = (enquiry: EnquirySummary, adminLink: string) => ({
  subject: `New enquiry: ${enquiry.name} (${enquiry.email})`,
  html: emailLayout(
    'New enquiry',
    `<p><strong>${escapeHtml(enquiry.email)}</strong> sent an enquiry.</p>${itemList(enquiry.items)}<p>${details(enquiry)}</p>
${enquiry.notes ? `<p><strong>Notes:</strong><br>${escapeHtml(enquiry.notes)}</p>` : ''}
<p><a href="${adminLink}">Open it in the admin</a></p>`,
  ),
  text: `New enquiry from ${enquiry.email}: ${enquiry.name}\n${adminLink}`,
})
