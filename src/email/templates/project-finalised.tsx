import { renderEmail } from '../render'
import { Action, Details, EmailLayout, Paragraph } from './EmailLayout'

export type FinalisedProject = {
  name: string
  packing: string
  shipping: string
  country: string
  dueDate: string
  adminLink: string
}

/** To staff: a reviewer finalised a proposal; confirm the price and request payment. */
export const projectFinalisedEmail = (project: FinalisedProject) =>
  renderEmail(
    `Finalised: ${project.name} — ready to confirm`,
    <EmailLayout title="Project finalised" preview={`${project.name} was finalised through its review link.`}>
      <Paragraph>
        The proposal <strong>{project.name}</strong> was finalised through its review link.
      </Paragraph>
      <Details
        rows={[
          ['Packing', project.packing],
          ['Shipping', project.shipping],
          ['Country', project.country],
          ['Needed by', project.dueDate],
        ]}
      />
      <Paragraph>Check the sizes and shipping, confirm the final price and send the payment link.</Paragraph>
      <Action href={project.adminLink}>Open it in the admin</Action>
    </EmailLayout>,
  )
