import { firstNameOf } from '@/domain/customer-name'

import { Link } from '@react-email/components'

import { renderEmail } from '../render'
import { Action, Details, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

export type ApprovalRequest = {
  name: string
  company: string
  requestedBy: string
  /** What waits, in words: "Shipment #12 to Jane Citizen". */
  what: string
  amount: string
  reason: string
  /** ", step 1 of 2" for a chain, else empty. */
  step: string
  approveUrl: string
  declineUrl: string
  /** The dashboard's Approvals page, where every waiting request is. */
  approvalsUrl: string
  /** The last day the links work, already formatted. */
  expiresOn: string
}

/** To a member whose role decides a held request's current step: its facts and a link to approve or decline it. */
export const approvalRequestEmail = (request: ApprovalRequest) =>
  renderEmail(
    `${request.requestedBy} asks you to approve ${request.what} (${request.amount})`,
    <EmailLayout title="A request waits for your approval" preview={`${request.what} for ${request.amount} at ${request.company}.`}>
      <Paragraph>
        Hi{request.name ? ` ${firstNameOf(request.name)}` : ''}, {request.requestedBy} asked for <strong>{request.what}</strong> at {request.company},
        and it waits for your decision{request.step}.
      </Paragraph>
      <Details
        rows={[
          ['Amount', request.amount],
          ['Why it waits', request.reason],
        ]}
      />
      <Action href={request.approveUrl}>Approve</Action>
      <Paragraph>
        Or <Link href={request.declineUrl}>decline it</Link>. Either link opens the request to confirm with one click; you can also decide from
        Approvals in your dashboard.
      </Paragraph>
      <Fineprint>
        These links are yours alone and work until {request.expiresOn}, while the request waits and your role lets you decide it. Don’t forward this
        email.
      </Fineprint>
    </EmailLayout>,
  )
