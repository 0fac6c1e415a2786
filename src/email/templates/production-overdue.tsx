import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Paragraph } from './EmailLayout'

export type LateStage = { orderName: string; stage: string; plannedDate: string; adminLink: string }

/** To staff: orders whose next production stage is past its planned day without being done. */
export const productionOverdueEmail = (late: LateStage[], queueLink: string) =>
  renderEmail(
    `Production running late: ${late.length} ${late.length === 1 ? 'order' : 'orders'}`,
    <EmailLayout
      title="Production running late"
      preview={`${late.length} production ${late.length === 1 ? 'stage is' : 'stages are'} past their planned day.`}
    >
      <Paragraph>These stages are past their planned day and not marked done. Mark them done, or let the customer know.</Paragraph>
      <BulletList
        items={late.map((entry) => (
          <a key={entry.adminLink} href={entry.adminLink}>
            {entry.orderName}: {entry.stage}, planned {entry.plannedDate}
          </a>
        ))}
      />
      <Action href={queueLink}>Open the late orders</Action>
    </EmailLayout>,
  )
