import { renderEmail } from '../render'
import { BulletList, Details, EmailLayout, Paragraph } from './EmailLayout'
import { enquiryDetails, enquiryItems, type EnquirySummary } from './enquiry-summary'

/** To the customer: we have their enquiry, and what happens next. */
export const enquiryReceivedEmail = (enquiry: EnquirySummary) =>
  renderEmail(
    `We received your enquiry "${enquiry.name}"`,
    <EmailLayout title="Enquiry received" preview="We will send a proposal within one business day.">
      <Paragraph>
        Thanks for your enquiry. A member of our team will review it and send a proposal with a digital proof within one business day.
      </Paragraph>
      <BulletList items={enquiryItems(enquiry)} />
      <Details rows={enquiryDetails(enquiry)} />
    </EmailLayout>,
  )
