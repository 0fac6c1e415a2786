import { Wallet } from 'lucide-react'
import type { Metadata } from 'next'

import { BudgetCard } from '@/components/dashboard/budgets/BudgetCard'
import { NewBudgetForm } from '@/components/dashboard/budgets/NewBudgetForm'
import { IconBadge } from '@/components/ui/IconBadge'
import { PageHeader } from '@/components/ui/PageHeader'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { roleAllows } from '@/domain/company-roles'
import { requireViewer } from '@/features/auth/current-customer'
import { getBudgets } from '@/features/dashboard/budgets'
import { getMembers } from '@/features/dashboard/members'

export const metadata: Metadata = { title: 'Budgets' }

/**
 * What the members and teams of the company the dashboard works in may commit, and where each
 * budget stands. Owners and finance see and set every budget; others see their own and their team's.
 */
export default async function BudgetsPage() {
  const { customer, company } = await requireViewer('/dashboard/budgets')
  if (!company)
    return <NoCompanyPage title="Budgets">Budgets belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  const manages = roleAllows(company.role, 'pay')
  const [budgets, members] = await Promise.all([getBudgets(customer), manages ? getMembers(customer) : []])
  const budgeted = new Set(budgets.map((budget) => budget.member))
  const people = members.filter((member) => !budgeted.has(member.customer)).map((member) => ({ customer: member.customer, name: member.name }))
  const teams = [...new Set(members.map((member) => member.team).filter((team): team is string => Boolean(team)))].sort()
  return (
    <>
      <PageHeader
        title="Budgets"
        description={`What ${company.name}’s members and teams may commit each period, in AUD including GST. Requests over budget wait for approval.`}
      />
      <section aria-label="Budgets" className="mt-6">
        {budgets.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
            <IconBadge icon={Wallet} tone="muted" />
            <h2 className="mt-4 text-lg font-semibold">No budgets yet</h2>
            <p className="mt-2 max-w-md text-sm text-muted">
              {manages
                ? 'Without a budget, requests are not limited. Add one below for a member or a team.'
                : `Your requests aren’t limited by a budget in ${company.name}. Its owners and finance set budgets.`}
            </p>
          </div>
        ) : (
          <ul className="space-y-4">
            {budgets.map((budget) => (
              <BudgetCard key={budget.id} budget={budget} manages={manages} />
            ))}
          </ul>
        )}
      </section>
      {manages ? (
        <div className="mt-10">
          <NewBudgetForm people={people} teams={teams} />
        </div>
      ) : null}
    </>
  )
}
