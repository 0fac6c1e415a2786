import type { CustomerUser } from '@/collections/customers/customer-user'
import { roleAllows } from '@/domain/company-roles'
import type { DayPeriod } from '@/domain/day-period'
import { bucketsOf, type Bucket } from '@/domain/insights/insights-period'
import { getTeamBudgetStandings, type TeamBudgetStanding } from '@/features/dashboard/budgets'
import { readForCustomer } from '@/features/dashboard/customer-data-cache'
import { payloadClient } from '@/payload-client'
import type { DeliveryFigures } from '@/domain/insights/deliveries'
import { deliveryFiguresOf } from './delivery-figures'
import { linkFigures, type LinkFigures } from './link-figures'
import { spendFigures, type SpendFigures } from './spend-figures'
import { stockFigures, type StockFigures } from './stock-figures'

/**
 * What the insights page shows a member for a period: spend only to those who may see the
 * company's money (`readSpend`); stock, its use, the recipient links and the deliveries to every member.
 */
export type CustomerInsights = {
  period: DayPeriod
  buckets: Bucket[]
  spend: (SpendFigures & { teamBudgets: TeamBudgetStanding[] }) | null
  stock: StockFigures
  links: LinkFigures
  deliveries: DeliveryFigures
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
    const [spend, stock, links, deliveries, teamBudgets] = await Promise.all([
      seesSpend ? spendFigures(payload, company.id, period, buckets) : null,
      stockFigures(payload, company.id, period, buckets),
      linkFigures(payload, company.id, period, buckets),
      deliveryFiguresOf(payload, company.id, period),
      seesSpend ? getTeamBudgetStandings(customer) : [],
    ])
    return { period, buckets, spend: spend ? { ...spend, teamBudgets } : null, stock, links, deliveries }
  })
}
