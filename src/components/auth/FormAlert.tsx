import { AlertCircle, CheckCircle2, Info } from 'lucide-react'
import type { ReactNode } from 'react'

const tones = {
  error: { Icon: AlertCircle, className: 'bg-red-50 text-red-900', role: 'alert' },
  info: { Icon: Info, className: 'bg-sand text-ink', role: 'alert' },
  success: { Icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-900', role: 'status' },
} as const

/** A form's message: an error or a next step announced at once, or a quiet confirmation. */
export function FormAlert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { Icon, className, role } = tones[tone]
  return (
    <div role={role} className={`flex gap-3 rounded-xl px-4 py-3 text-sm ${className}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  )
}
