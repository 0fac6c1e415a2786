import type { Metadata } from 'next'

import { ApprovalList } from '@/components/dashboard/approvals/ApprovalList'
import { ApprovalRuleList } from '@/components/dashboard/approvals/ApprovalRuleList'
import { NewApprovalRuleForm } from '@/components/dashboard/approvals/NewApprovalRuleForm'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { PageHeader } from '@/components/ui/PageHeader'
import { roleAllows } from '@/domain/company-roles'
import { requireViewer } from '@/features/auth/current-customer'
import { getApprovals } from '@/features/dashboard/approvals'
import { getApprovalRules } from '@/features/dashboard/approval-rules'

export const metadata: Metadata = { title: 'Approvals' }

/**
 * Requests held for approval because they went over a budget or met a rule: those the viewer may
 * decide now, those waiting for someone else, the latest decisions, and the company's rules (set
 * by owners and admins).
 */
export default async function ApprovalsPage() {
  const { customer, company } = await requireViewer('/dashboard/approvals')
  if (!company)
    return <NoCompanyPage title="Approvals">Approvals belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  const decides = roleAllows(company.role, 'approve')
  const manages = roleAllows(company.role, 'manageSettings')
  const [{ toDecide, waiting, decided }, rules] = await Promise.all([getApprovals(customer), getApprovalRules(customer)])
  return (
    <>
      <PageHeader
        title="Approvals"
        description={`Requests in ${company.name} that go over a budget or meet an approval rule wait here until the roles they need decide, in order. Nobody approves their own.`}
      />
      <div className="mt-6 space-y-10">
        {decides ? (
          <ApprovalList label="Waiting for your decision" approvals={toDecide} empty="Nothing is waiting for you to decide." decide />
        ) : null}
        <ApprovalList label="Waiting for someone else" approvals={waiting} empty="Nothing else is waiting for approval." />
        <ApprovalList label="Decided lately" approvals={decided} empty="Nothing has been decided yet." />
        <ApprovalRuleList rules={rules} manage={manages} />
        {manages ? <NewApprovalRuleForm /> : null}
      </div>
    </>
  )
}
