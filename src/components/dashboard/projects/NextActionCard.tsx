import { ArrowRight, CircleCheck, CreditCard, Hourglass, PenLine } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import type { NextAction } from '@/domain/project-next-action'
import type { ProjectReviewLink } from '@/domain/review-links'
import { CopyLinkButton } from './CopyLinkButton'

const ICONS = {
  pending: Hourglass,
  proposal_sent: PenLine,
  awaiting_confirmation: Hourglass,
  awaiting_payment: CreditCard,
  completed: CircleCheck,
} as const

const SHARE_HINTS: Record<ProjectReviewLink['step'], string> = {
  finalise: 'Anyone with this link can finalise the project without logging in, so share it only with people who should.',
  payment: 'Anyone with this link can pay for the project without logging in, so share it only with people who should.',
}

/** What happens next for this project, the button that does it and the link to share for it. */
export function NextActionCard({ status, next, shareLink }: { status: string; next: NextAction; shareLink: ProjectReviewLink | null }) {
  const Icon = ICONS[status as keyof typeof ICONS] ?? Hourglass
  const waitingOnCustomer = next.action !== null && status !== 'completed'
  return (
    <section
      aria-labelledby="next-action-heading"
      className={`rounded-2xl border p-5 sm:p-6 ${waitingOnCustomer ? 'border-accent/30 bg-orange-50/60' : 'border-line bg-white'}`}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-full ${waitingOnCustomer ? 'bg-accent text-white' : 'bg-sand text-ink'}`}
          >
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <p className="text-xs font-medium tracking-wide text-muted uppercase">Next step</p>
            <h2 id="next-action-heading" className="mt-0.5 text-lg font-semibold">
              {next.title}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-muted">{next.description}</p>
          </div>
        </div>
        {next.action ? (
          <Link href={next.action.href} className={buttonClasses('primary', 'lg', 'shrink-0')}>
            {next.action.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      {shareLink ? (
        <div className="mt-5 border-t border-line pt-5">
          <CopyLinkButton
            url={shareLink.url}
            label={shareLink.step === 'finalise' ? 'Share the finalise link' : 'Share the payment link'}
            hint={SHARE_HINTS[shareLink.step]}
          />
        </div>
      ) : null}
    </section>
  )
}
