'use client'

import { LogOut } from 'lucide-react'

import { useLogOut } from '@/components/auth/use-log-out'
import { buttonClasses } from '@/components/ui/button'

/**
 * Logs out and opens the login form, which comes back to the invitation once the right account has
 * logged in: LogoutButton's counterpart for a page that is not the dashboard.
 */
export function SwitchAccount({ loginHref }: { loginHref: string }) {
  const { busy, failure, logOut } = useLogOut(loginHref)
  return (
    <div className="space-y-2">
      <button type="button" onClick={logOut} disabled={busy} className={buttonClasses('secondary', 'md', 'w-full')}>
        <LogOut className="size-4" aria-hidden />
        {busy ? 'Logging out…' : 'Log out and switch account'}
      </button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
