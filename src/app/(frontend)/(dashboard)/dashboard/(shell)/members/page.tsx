import type { Metadata } from 'next'

import { InviteMembersForm } from '@/components/dashboard/members/InviteMembersForm'
import { JoinDomainSetting } from '@/components/dashboard/members/JoinDomainSetting'
import { MemberRow } from '@/components/dashboard/members/MemberRow'
import { PendingInvitations } from '@/components/dashboard/members/PendingInvitations'
import { PageHeader } from '@/components/ui/PageHeader'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { COMPANY_ROLES, ROLE_LABELS, ROLE_SUMMARIES, roleAllows } from '@/domain/company-roles'
import { emailDomain, isPublicMailDomain } from '@/domain/email-domain'
import { requireViewer } from '@/features/auth/current-customer'
import { getJoinDomain } from '@/features/dashboard/domain-joining'
import { getPendingInvitations } from '@/features/dashboard/invitations'
import { getMembers } from '@/features/dashboard/members'

export const metadata: Metadata = { title: 'Members' }

/** The people of the company the dashboard works in, their roles, and (for owners and admins) changing them and inviting more. */
export default async function MembersPage() {
  const { customer, company } = await requireViewer('/dashboard/members')
  if (!company) return <NoCompanyPage title="Members">Ask someone who manages your company’s members to add you, or contact us.</NoCompanyPage>
  const manages = roleAllows(company.role, 'manageMembers')
  const [members, invitations, joinDomain] = await Promise.all([
    getMembers(customer),
    manages ? getPendingInvitations(customer) : [],
    manages ? getJoinDomain(customer) : null,
  ])
  const ownDomain = emailDomain(customer.email)
  const everyone = members.map((member) => ({ id: member.membership, role: member.role }))
  return (
    <>
      <PageHeader
        title="Members"
        description={`Who works in ${company.name}, and what each may do. ${members.length} ${members.length === 1 ? 'member' : 'members'}.`}
      />
      <section aria-label={`Members of ${company.name}`} className="mt-6">
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
          {members.map((member) => (
            <MemberRow
              key={member.membership}
              member={member}
              actor={company.role}
              you={member.customer === customer.id}
              company={company.name}
              everyone={everyone}
            />
          ))}
        </ul>
        {manages ? null : <p className="mt-3 text-sm text-muted">Ask an owner or admin of {company.name} to invite someone.</p>}
      </section>
      {manages ? (
        <div className="mt-10 space-y-10">
          <InviteMembersForm actor={company.role} company={company.name} />
          <PendingInvitations invitations={invitations} />
          <JoinDomainSetting
            company={company.name}
            openTo={joinDomain}
            ownDomain={ownDomain}
            publicDomain={isPublicMailDomain(ownDomain)}
            isOwner={company.role === 'owner'}
          />
        </div>
      ) : null}
      <section aria-labelledby="roles-heading" className="mt-10">
        <h2 id="roles-heading" className="text-base font-semibold">
          What each role may do
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {COMPANY_ROLES.map((role) => (
            <div key={role} className="rounded-xl border border-line bg-white p-4">
              <dt className="text-sm font-medium">{ROLE_LABELS[role]}</dt>
              <dd className="mt-1 text-sm text-muted">{ROLE_SUMMARIES[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
