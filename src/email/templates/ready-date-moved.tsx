import { renderEmail } from '../render'
import { Action, Details, EmailLayout, Paragraph } from './EmailLayout'

export type ReadyDateMove = {
  orderName: string
  from: string
  to: string
  inHandsDate: string | null
  meetsInHandsDate: boolean | null
  orderLink: string
}

/** To the customer: the day their order will be ready to ship has moved. */
export const readyDateMovedEmail = (move: ReadyDateMove) =>
  renderEmail(
    `${move.orderName}: now ready to ship ${move.to}`,
    <EmailLayout title="Your ready-to-ship date has moved" preview={`${move.orderName} is now planned to be ready to ship ${move.to}.`}>
      <Paragraph>
        The production of <strong>{move.orderName}</strong> moved on, and the day it will be ready to ship changed.
      </Paragraph>
      <Details
        rows={[['Was', move.from], ['Now', move.to], ...(move.inHandsDate ? ([['You need it by', move.inHandsDate]] as [string, string][]) : [])]}
      />
      {move.meetsInHandsDate === false ? (
        <Paragraph>
          <strong>This is later than the date you need it by.</strong> Reply to this email and we will work out the options with you.
        </Paragraph>
      ) : null}
      <Action href={move.orderLink}>See the timeline</Action>
    </EmailLayout>,
  )
