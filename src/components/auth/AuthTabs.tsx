import Link from 'next/link'

import { type AuthView, authHref } from './auth-links'

const tabs: { view: AuthView; label: string }[] = [
  { view: 'login', label: 'Log in' },
  { view: 'signup', label: 'Create account' },
]

/** Log in and sign up on one screen: two links styled as a segmented control. */
export function AuthTabs({ current, next }: { current: AuthView; next?: string }) {
  return (
    <nav aria-label="Log in or create an account" className="grid grid-cols-2 gap-1 rounded-full bg-sand p-1 text-sm font-medium">
      {tabs.map(({ view, label }) => (
        <Link
          key={view}
          href={authHref(view, next)}
          replace
          scroll={false}
          aria-current={current === view ? 'page' : undefined}
          className={`rounded-full px-4 py-2 text-center transition-colors ${current === view ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
