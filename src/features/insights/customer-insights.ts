import type { CustomerUser } from '@/collections/customers/customer-user'
import { roleAllows } from '@/domain/company-roles'
import type { DayPeriod } from '@/domain/day-period'
import { bucketsOf, type Bucket } from '@/domain/insights/insights-period'
import { getBudgets } from '@/features/dashboard/budgets'
import { readForCustomer } from '@/features/dashboard/customer-data-cache'
import { payloadClient } from '@/payload-client'
import { spendFigures, type SpendFigures } from './spend-figures'
import { stockFigures, type StockFigures } from './stock-figures'

/** A team budget's standing this period, beside what the team spent in the period shown. */
export type TeamBudget = { team: string; limit: number; committed: number; periodStart: string }

/**
 * What the insights page shows a member for a period: spend only to those who may see the
 * company's money (`readSpend`), stock and its use to every member.
 */
export type CustomerInsights = {
  period: DayPeriod
  buckets: Bucket[]
  spend: (SpendFigures & { teamBudgets: TeamBudget[] }) | null
  stock: StockFigures
}

/**
 * The company's insights for `period`, summed by the database and kept per member and role in
 * Next.js's cache, expired by any change to what the company owns.
 */
export async function getCustomerInsights(customer: CustomerUser, period: DayPeriod): Promise<CustomerInsights | null> {
  const company = customer.acting
  if (!company) return null
  return readForCustomer(customer, ['insights', period.from, period.to], async () => {
    const payload = await payloadClient()
    const buckets = bucketsOf(period)
    const seesSpend = roleAllows(company.role, 'readSpend')
    const [spend, stock, budgets] = await Promise.all([
      seesSpend ? spendFigures(payload, company.id, period, buckets) : null,
      stockFigures(payload, company.id, period, buckets),
      seesSpend ? getBudgets(customer) : [],
    ])
    const teamBudgets = budgets.flatMap((budget) =>
      budget.team ? [{ team: budget.team, limit: budget.limit, committed: budget.committed, periodStart: budget.span.start }] : [],
    )
    return { period, buckets, spend: spend ? { ...spend, teamBudgets } : null, stock }
  })
}
