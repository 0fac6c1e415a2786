import { Notice } from '@/components/ui/Notice'
import { ON_ACCOUNT_DECLINED } from '@/domain/approval'
import type { OnAccountApproval } from '@/features/payments/on-account-approval'

/**
 * Paying on account held for the company's approvers, or declined by them: why, who it waits for,
 * and what happens next. Paying by card stays open either way.
 */
export function OnAccountNotice({ approval, cardOpen }: { approval: NonNullable<OnAccountApproval>; cardOpen: boolean }) {
  if (approval.status === 'declined') {
    return (
      <Notice tone="error" title="Paying on account was declined">
        <p>{ON_ACCOUNT_DECLINED}</p>
      </Notice>
    )
  }
  return (
    <Notice tone="warning" title="Paying on account waits for approval">
      <p>{approval.reason}</p>
      <p>
        {`It now waits for ${approval.waitingFor ?? 'an approver'}. We’ll email the invoice as soon as it is approved.`}
        {cardOpen ? ' Or pay by card below, and the request is withdrawn.' : ''}
      </p>
    </Notice>
  )
}
