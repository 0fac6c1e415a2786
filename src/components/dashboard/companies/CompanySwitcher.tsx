'use client'

import { Building2 } from 'lucide-react'
import { useFormStatus } from 'react-dom'

import type { Workspace } from '@/collections/companies/member-companies'
import { ROLE_LABELS } from '@/domain/company-roles'
import { switchCompany } from '@/features/dashboard/company-actions'

function Choices({ companies, active }: { companies: Workspace[]; active: Workspace }) {
  const { pending } = useFormStatus()
  return (
    <>
      <select
        name="company"
        defaultValue={active.id}
        disabled={pending}
        aria-label="Company you are working in"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-9 w-full truncate rounded-full border border-line bg-white pr-8 pl-3 text-sm font-medium focus:ring-2 focus:ring-accent focus:outline-none"
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name} · {ROLE_LABELS[company.role]}
          </option>
        ))}
      </select>
      {/* Without JavaScript the choice is sent with this button; with it, on change. */}
      <noscript>
        <button type="submit" className="ml-2 text-sm underline">
          Switch
        </button>
      </noscript>
      {pending ? (
        <span role="status" className="text-xs text-muted">
          Switching…
        </span>
      ) : null}
    </>
  )
}

/**
 * The company the dashboard works in, and for a member of several, the switch between them: every
 * list, and everything made from here, belongs to the company chosen.
 */
export function CompanySwitcher({ companies, active, className = '' }: { companies: Workspace[]; active: Workspace | null; className?: string }) {
  if (!active) return null
  if (companies.length < 2) {
    return (
      <p className={`items-center gap-1.5 text-xs text-muted ${className}`}>
        <Building2 className="size-3.5" aria-hidden />
        {active.name} · {ROLE_LABELS[active.role]}
      </p>
    )
  }
  return (
    <form action={switchCompany} className={`w-full items-center gap-2 sm:w-80 ${className}`}>
      <Building2 className="hidden size-4 text-muted sm:block" aria-hidden />
      <Choices companies={companies} active={active} />
    </form>
  )
}
