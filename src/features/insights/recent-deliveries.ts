import type { CustomerUser } from '@/collections/customers/customer-user'
import { calendarDateInAustralia } from '@/domain/business-days'
import type { PresetPeriod } from '@/domain/day-period'
import type { DeliveryFigures } from '@/domain/insights/deliveries'
import { insightsPresets, type InsightsPreset } from '@/domain/insights/insights-period'
import { readForCustomer } from '@/features/dashboard/customer-data-cache'
import { payloadClient } from '@/payload-client'
import { deliveryFiguresOf } from './delivery-figures'

export type RecentDeliveries = { period: PresetPeriod<InsightsPreset>; deliveries: DeliveryFigures }

/** Where the company's parcels went in the last 90 days, kept with the member's other reads; null outside a company. */
export async function getRecentDeliveries(customer: CustomerUser): Promise<RecentDeliveries | null> {
  const company = customer.acting
  if (!company) return null
  const period = insightsPresets(calendarDateInAustralia(new Date())).find((preset) => preset.preset === 'last-90-days')!
  const deliveries = await readForCustomer(customer, ['recent-deliveries', period.from, period.to], async () =>
    deliveryFiguresOf(await payloadClient(), company.id, period),
  )
  return { period, deliveries }
}
