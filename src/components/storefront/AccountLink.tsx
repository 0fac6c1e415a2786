'use client'

import Link from 'next/link'
import { UserRound } from 'lucide-react'

import { useEnquiry } from '@/components/enquiry/EnquiryProvider'

/**
 * "Log in", or "Account" for a signed-in customer. Decided in the browser, so the cached page
 * around it is the same for every visitor.
 */
export function AccountLink() {
  const { customer } = useEnquiry()
  const label = customer ? 'Account' : 'Log in'
  return (
    <Link
      href={customer ? '/dashboard' : '/auth'}
      aria-label={customer ? 'Your account' : 'Log in'}
      className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-sand"
    >
      <UserRound className="size-4" aria-hidden />
      <span className="hidden sm:inline">{label}</span>
    </Link>
  )
}
