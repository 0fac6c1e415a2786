import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

export type DisabledEndpoint = {
  url: string
  company: string
  lastError: string
  webhooksLink: string
}

/** To a company's owners and admins: an endpoint failed every try for three days and was turned off. */
export const webhookEndpointDisabledEmail = (endpoint: DisabledEndpoint) =>
  renderEmail(
    `Webhook endpoint turned off: ${endpoint.url}`,
    <EmailLayout title="A webhook endpoint was turned off" preview={`${endpoint.url} failed for three days.`}>
      <Paragraph>
        Swagly could not deliver events to <strong>{endpoint.url}</strong> for {endpoint.company} for three days, so the endpoint was turned off and
        no new events are sent to it.
      </Paragraph>
      <Paragraph>The last try ended with: {endpoint.lastError}</Paragraph>
      <Paragraph>Once the receiver answers again, turn the endpoint back on and resend the events it missed from its delivery log.</Paragraph>
      <Action href={endpoint.webhooksLink}>Open webhooks</Action>
    </EmailLayout>,
  )
