import { AlertTriangle, CheckCircle2, Info } from 'lucide-react'
import type { ReactNode } from 'react'

const styles = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: AlertTriangle },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  info: { box: 'border-line bg-sand/60 text-ink', Icon: Info },
} as const

/** A message in a tinted box; errors are announced at once, the rest politely. */
export function Notice({ tone, title, children }: { tone: keyof typeof styles; title?: string; children?: ReactNode }) {
  const { box, Icon } = styles[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-2xl border px-4 py-3 text-sm ${box}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  )
}
