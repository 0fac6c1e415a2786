import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To the customer: proofs are uploaded and wait for their approval before production. */
export const artworkReadyEmail = (order: { orderName: string; proofCount: number; approvalLink: string }) =>
  renderEmail(
    `Artwork ready for approval: ${order.orderName}`,
    <EmailLayout title="Artwork ready for approval" preview={`Approve the artwork of ${order.orderName}.`}>
      <Paragraph>
        The artwork proofs for <strong>{order.orderName}</strong> are ready: {order.proofCount}{' '}
        {order.proofCount === 1 ? 'proof waits' : 'proofs wait'} for your approval.
      </Paragraph>
      <Paragraph>Approve each proof, or tell us what to change. Production starts once every proof is approved.</Paragraph>
      <Action href={order.approvalLink}>Review the artwork</Action>
      <Fineprint>Anyone with this link can approve the artwork, so share it only with the people deciding.</Fineprint>
    </EmailLayout>,
  )
