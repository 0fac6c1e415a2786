import type { PayloadRequest } from 'payload'

import { calendarDateInAustralia, holidayState, type CalendarDate } from '@/domain/business-days'
import { orderLeadTime, type TimelinePlan } from '@/domain/production-timeline'
import { relationId } from '@/platform/relation-id'

type OrderSource = { project?: unknown; lineItems?: unknown[] | null }

/** The project's single drop goes to one state; distribution lists are planned on Sydney's calendar. */
const deliveryState = async (req: PayloadRequest, recipient: unknown): Promise<string | null> => {
  const id = relationId(recipient)
  if (id === null) return null
  const found = await req.payload.findByID({ collection: 'recipients', id, depth: 0, req, disableErrors: true, select: { state: true } })
  return found?.state ?? null
}

/**
 * What the order's timeline is planned from, read in the approving write's transaction: the
 * slowest product's lead time, the delivery state's holidays and the date the customer needs it.
 */
export async function timelinePlanFor(
  req: PayloadRequest,
  order: OrderSource,
  approvedOn: CalendarDate,
): Promise<{ plan: TimelinePlan; inHandsDate: CalendarDate | null }> {
  const lineIds = (order.lineItems ?? []).map(relationId).filter((id): id is number => id !== null)
  const { docs: lines } = await req.payload.find({
    collection: 'line-items',
    where: { id: { in: lineIds } },
    pagination: false,
    depth: 0,
    req,
    select: { product: true },
  })
  const productIds = [...new Set(lines.map((line) => relationId(line.product)).filter((id): id is number => id !== null))]
  const { docs: products } = await req.payload.find({
    collection: 'products',
    where: { id: { in: productIds } },
    pagination: false,
    depth: 0,
    req,
    select: { leadTimeDays: true },
  })
  const projectId = relationId(order.project)
  const project =
    projectId === null
      ? null
      : await req.payload.findByID({
          collection: 'projects',
          id: projectId,
          depth: 0,
          req,
          disableErrors: true,
          select: { dueDate: true, singleDropRecipient: true },
        })
  return {
    plan: {
      approvedOn,
      leadTimeDays: orderLeadTime(products.map((product) => product.leadTimeDays)),
      state: holidayState(await deliveryState(req, project?.singleDropRecipient)),
    },
    inHandsDate: project?.dueDate ? calendarDateInAustralia(project.dueDate) : null,
  }
}
