import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To the customer: staff sent the proposal; review it and choose packing and shipping. */
export const proposalReadyEmail = (project: { name: string; finaliseLink: string }) =>
  renderEmail(
    `Your proposal for ${project.name} is ready`,
    <EmailLayout title="Your proposal is ready" preview={`Review the proposal for ${project.name} and finalise it.`}>
      <Paragraph>
        We have prepared the proposal for <strong>{project.name}</strong>, with the products, prices and digital proofs.
      </Paragraph>
      <Paragraph>Check the sizes, choose how it is packed and where it ships, then finalise it so we can confirm the price.</Paragraph>
      <Action href={project.finaliseLink}>Review and finalise</Action>
      <Fineprint>Anyone with this link can finalise the proposal, so share it only with the people deciding.</Fineprint>
    </EmailLayout>,
  )
