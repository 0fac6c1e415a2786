import { MailCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { IconBadge } from '@/components/ui/IconBadge'

/** The "we sent you a link" state that replaces a form once its email is on its way. */
export function CheckEmail({ title = 'Check your email', children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div role="status" className="text-center">
      <IconBadge icon={MailCheck} tone="ink" centred />
      <h2 className="mt-4 text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-2 space-y-2 text-sm text-muted">{children}</div>
      {actions ? <div className="mt-6 flex flex-col items-center gap-3">{actions}</div> : null}
    </div>
  )
}
