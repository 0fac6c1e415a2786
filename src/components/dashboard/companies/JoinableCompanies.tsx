import { Building2 } from 'lucide-react'

import type { CustomerUser } from '@/collections/customers/customer-user'
import { ROLE_LABELS } from '@/domain/company-roles'
import { DOMAIN_JOIN_ROLE } from '@/domain/email-domain'
import { getJoinableCompanies } from '@/features/dashboard/domain-joining'
import { JoinCompanyButton } from './JoinCompanyButton'

/**
 * The companies open to colleagues at the customer's email domain that they have not joined, each
 * with a Join button; nothing when there are none (most customers).
 */
export async function JoinableCompanies({ customer }: { customer: CustomerUser }) {
  const companies = await getJoinableCompanies(customer)
  if (companies.length === 0) return null
  return (
    <section aria-label="Companies you can join" className="mt-6 space-y-3">
      {companies.map((company) => (
        <div
          key={company.id}
          className="flex flex-col gap-3 rounded-2xl border border-line bg-sand/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3 text-sm">
            <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">{company.name}</span>
              {` lets colleagues with an @${company.domain} address join as ${ROLE_LABELS[DOMAIN_JOIN_ROLE]}.`}
            </p>
          </div>
          <JoinCompanyButton company={company} />
        </div>
      ))}
    </section>
  )
}
