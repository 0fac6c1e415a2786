import { emailLayout, escapeHtml } from './layout'

export type FinalisedProject = {
  name: string
  packing: string
  shipping: string
  country: string
  dueDate: string
  adminLink: string
}

/** To staff: a reviewer finalised a proposal; confirm the price and request payment. */
export const projectFinalisedEmail = (project: FinalisedProject) => ({
  subject: `Finalised: ${project.name} — ready to confirm`,
  html: emailLayout(
    'Project finalised',
    `<p>The proposal <strong>${escapeHtml(project.name)}</strong> was finalised through its review link.</p>
<p><strong>Packing:</strong> ${escapeHtml(project.packing)}<br>
<strong>Shipping:</strong> ${escapeHtml(project.shipping)}<br>
<strong>Country:</strong> ${escapeHtml(project.country)}<br>
<strong>Needed by:</strong> ${escapeHtml(project.dueDate)}</p>
<p>Check the sizes and shipping, confirm the final price and send the payment link.</p>
<p><a href="${project.adminLink}">Open it in the admin</a></p>`,
  ),
  text: `${project.name} was finalised.\nPacking: ${project.packing}\nShipping: ${project.shipping}\nCountry: ${project.country}\nNeeded by: ${project.dueDate}\n${project.adminLink}`,
})
