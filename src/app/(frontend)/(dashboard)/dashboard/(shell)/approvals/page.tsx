import type { Metadata } from 'next'

import { ApprovalList } from '@/components/dashboard/approvals/ApprovalList'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { PageHeader } from '@/components/ui/PageHeader'
import { roleAllows } from '@/domain/company-roles'
import { requireViewer } from '@/features/auth/current-customer'
import { getApprovals } from '@/features/dashboard/approvals'

export const metadata: Metadata = { title: 'Approvals' }

/**
 * Requests held for approval because they went over a budget: those the viewer may decide (their
 * role approves, and they did not ask), their own waiting, and the latest decisions.
 */
export default async function ApprovalsPage() {
  const { customer, company } = await requireViewer('/dashboard/approvals')
  if (!company)
    return <NoCompanyPage title="Approvals">Approvals belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  const decides = roleAllows(company.role, 'approve')
  const { toDecide, mineWaiting, decided } = await getApprovals(customer)
  return (
    <>
      <PageHeader
        title="Approvals"
        description={`Requests in ${company.name} that went over a budget wait here until someone whose role approves decides. Nobody approves their own.`}
      />
      <div className="mt-6 space-y-10">
        {decides ? (
          <ApprovalList label="Waiting for your decision" approvals={toDecide} empty="Nothing is waiting for you to decide." decide />
        ) : null}
        <ApprovalList label="Your requests waiting" approvals={mineWaiting} empty="None of your requests is waiting for approval." />
        <ApprovalList label="Decided lately" approvals={decided} empty="Nothing has been decided yet." />
      </div>
    </>
  )
}
