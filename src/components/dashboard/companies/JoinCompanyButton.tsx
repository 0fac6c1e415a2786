'use client'

import { LoaderCircle } from 'lucide-react'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { joinCompanyAction } from '@/features/dashboard/company-actions'

/** Joins one company open to the customer's email domain; success is the server's redirect into it. */
export function JoinCompanyButton({ company }: { company: { id: number; name: string } }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const join = () =>
    startTransition(async () => {
      setRefusal(null)
      const result = await joinCompanyAction({ company: company.id }).catch(() => ({
        ok: false as const,
        message: 'We couldn’t reach the server. Check your connection and try again.',
      }))
      // Success redirects, so the answer is a refusal or (once the redirect is under way) nothing.
      if (result && !result.ok) setRefusal(result.message)
    })
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <button type="button" onClick={join} disabled={pending} className={buttonClasses('primary', 'sm')}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {pending ? 'Joining…' : `Join ${company.name}`}
      </button>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  )
}
