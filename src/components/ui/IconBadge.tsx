import type { LucideIcon } from 'lucide-react'

const TONES = {
  muted: { badge: 'bg-sand', icon: 'size-6 text-muted' },
  ink: { badge: 'bg-sand', icon: 'size-6' },
  success: { badge: 'bg-emerald-50', icon: 'size-6 text-emerald-700' },
}

/** An icon in a round badge heading a message (nothing found, a link used, a step done). */
export function IconBadge({ icon: Icon, tone, centred = false }: { icon: LucideIcon; tone: keyof typeof TONES; centred?: boolean }) {
  const { badge, icon } = TONES[tone]
  return (
    <span className={`${centred ? 'mx-auto ' : ''}flex size-12 items-center justify-center rounded-full ${badge}`}>
      <Icon className={icon} aria-hidden />
    </span>
  )
}
