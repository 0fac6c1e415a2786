import { renderEmail } from '../render'
import { Action, BulletList, Details, EmailLayout, Paragraph } from './EmailLayout'
import { enquiryDetails, enquiryItems, type EnquirySummary } from './enquiry-summary'

/** To staff: a new enquiry to turn into a proposal. */
export const newEnquiryEmail = (enquiry: EnquirySummary, adminLink: string) =>
  renderEmail(
    `New enquiry: ${enquiry.name} (${enquiry.email})`,
    <EmailLayout title="New enquiry" preview={`${enquiry.email} sent an enquiry.`}>
      <Paragraph>
        <strong>{enquiry.email}</strong> sent an enquiry.
      </Paragraph>
      <BulletList items={enquiryItems(enquiry)} />
      <Details rows={[...enquiryDetails(enquiry), ['Notes', enquiry.notes]]} />
      <Action href={adminLink}>Open it in the admin</Action>
    </EmailLayout>,
  )
