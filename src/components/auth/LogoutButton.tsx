'use client'

import { LogOut } from 'lucide-react'

import { useLogOut } from './use-log-out'

/** Logs out (useLogOut) and reloads into /auth; a failure is said beside the button. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const { busy, failure, logOut } = useLogOut('/auth')
  return (
    <>
      {failure ? (
        <p role="alert" className="max-w-xs text-right text-xs text-red-700">
          {failure}
        </p>
      ) : null}
      <button type="button" onClick={logOut} disabled={busy} className={className}>
        <LogOut className="size-4" aria-hidden />
        {busy ? 'Logging out…' : 'Log out'}
      </button>
    </>
  )
}
