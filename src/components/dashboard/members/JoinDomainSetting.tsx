'use client'

import { AtSign } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { ROLE_LABELS } from '@/domain/company-roles'
import { DOMAIN_JOIN_ROLE } from '@/domain/email-domain'
import { setJoinDomainAction } from '@/features/dashboard/company-actions'

type Props = {
  company: string
  /** The domain the company is open to, or null. */
  openTo: string | null
  /** The viewer's own address's domain, and whether it is one anyone can have (gmail.com). */
  ownDomain: string
  publicDomain: boolean
  isOwner: boolean
}

/**
 * Joining by email domain: whether colleagues at the owner's domain may join by themselves, and
 * (for the owner) the switch. The rule is the server's (join-domain.ts); the controls follow it.
 */
export function JoinDomainSetting({ company, openTo, ownDomain, publicDomain, isOwner }: Props) {
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const role = ROLE_LABELS[DOMAIN_JOIN_ROLE]
  const change = (open: boolean) =>
    startTransition(async () => {
      const result = await setJoinDomainAction({ open }).catch(() => ({ ok: false as const, message: 'We couldn’t reach the server. Try again.' }))
      setProblem(result.ok ? null : result.message)
      router.refresh()
    })
  const canOpen = isOwner && !publicDomain && openTo === null
  return (
    <section aria-labelledby="join-domain-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="join-domain-heading" className="flex items-center gap-2 text-base font-semibold">
        <AtSign className="size-4" aria-hidden />
        Joining by email domain
      </h2>
      <p className="mt-1 text-sm text-muted">
        {openTo
          ? `Anyone with a verified @${openTo} address can join ${company} as ${role}.`
          : publicDomain && isOwner
            ? `Anyone can have an @${ownDomain} address, so colleagues can’t join by domain. Invite them instead.`
            : `Only people you invite can join ${company}.`}
        {!isOwner ? ' Only an owner can change this.' : null}
      </p>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {isOwner && openTo ? (
        <button type="button" onClick={() => change(false)} disabled={pending} className={buttonClasses('secondary', 'sm', 'mt-4')}>
          {pending ? 'Turning off…' : 'Turn off'}
        </button>
      ) : canOpen ? (
        <button type="button" onClick={() => change(true)} disabled={pending} className={buttonClasses('primary', 'sm', 'mt-4')}>
          {pending ? 'Turning on…' : `Let colleagues at @${ownDomain} join`}
        </button>
      ) : null}
    </section>
  )
}
