import type { PayloadRequest, TaskConfig } from 'payload'

import { calendarDateInAustralia } from '@/domain/business-days'
import { formatDate } from '@/domain/display-date'
import { stageLabel } from '@/domain/production-timeline'
import { runStatement } from '@/platform/database/run-statement'
import { serverURL } from '@/platform/http/server-url'
import { queueStaffNotice } from '../staff-notice'
import { productionOverdueEmail, type LateStage } from '../templates/production-overdue'
import { sydneySchedule } from './sydney-schedule'

const PRODUCTION_OVERDUE_TASK = 'productionOverdue'

/** When late stages are looked for, in Sydney time: 08:00 on weekdays unless PRODUCTION_OVERDUE_CRON says otherwise. */
const overdueCron = () => process.env.PRODUCTION_OVERDUE_CRON || '0 8 * * 1-5'

/**
 * Claims the alert for one late stage with a conditional UPDATE, so a stage is reported once
 * however many runs (or instances) look at it; a stage re-planned and late again is reported again.
 */
const claimAlert = async (req: PayloadRequest, orderId: number, key: string): Promise<boolean> => {
  const rows = await runStatement(
    req,
    (sql) => sql`update orders set timeline_overdue_alerted = ${key}
      where id = ${orderId} and (timeline_overdue_alerted is null or timeline_overdue_alerted <> ${key}) returning id`,
  )
  return rows.length === 1
}

/** Finds the orders whose next stage is past its planned day and tells staff once per late stage. */
export async function alertLateProduction(req: PayloadRequest, now: Date): Promise<number> {
  const today = calendarDateInAustralia(now)
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { 'timeline.nextDue': { less_than: `${today}T00:00:00.000Z` } },
    select: { name: true, timeline: true },
    sort: 'timeline.nextDue',
    pagination: false,
    depth: 0,
    req,
  })
  const late: LateStage[] = []
  for (const order of docs) {
    const { nextStage, nextDue } = order.timeline ?? {}
    if (!nextStage || !nextDue) continue
    if (!(await claimAlert(req, order.id, `${nextStage}@${nextDue.slice(0, 10)}`))) continue
    late.push({
      orderName: order.name,
      stage: stageLabel(nextStage),
      plannedDate: formatDate(nextDue),
      adminLink: `${serverURL()}/admin/collections/orders/${order.id}`,
    })
  }
  if (late.length > 0) {
    const where = `where[timeline.nextDue][less_than]=${encodeURIComponent(`${today}T00:00:00.000Z`)}`
    await queueStaffNotice(req, productionOverdueEmail(late, `${serverURL()}/admin/collections/orders?${where}`))
  }
  return late.length
}

export const productionOverdueTask: TaskConfig = {
  slug: PRODUCTION_OVERDUE_TASK,
  label: 'Late production alert',
  outputSchema: [{ name: 'alerted', type: 'number' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: sydneySchedule(overdueCron),
  handler: async ({ req }) => ({ output: { alerted: await alertLateProduction(req, new Date()) } }),
}
