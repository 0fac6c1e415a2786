import type { Payload } from 'payload'

import { FILE_UNDER_COMPANY } from '@/collections/companies/assign-company'
import type { Customer, StaffMember } from '@/payload-types'

import { DEMO_CUSTOMER, HARBOUR_COLLEAGUES } from './demo-accounts'

/** The requester's monthly budget: two $30 parcels fit, a third waits for approval. */
const REQUESTER_BUDGET_CENTS = 7_500
const TEAM_BUDGET_CENTS = 200_000
/** A requester's request over $500 needs an approver (cents). */
const RULE_OVER_CENTS = 50_000
const REQUESTER_PARCELS = 3

/**
 * Harbour & Co. at work: the demo customer (its owner) with a finance lead, an approver and a
 * requester in the Marketing team; a budget for the team and one for the requester; a rule for
 * requesters' large requests; and the requester's parcels of welcome packs, two booked against the
 * budgets and the third over them, waiting on the Approvals page. The demo customer has no budget
 * and no rule holds an owner, so what they book is booked at once.
 */
export const seedColleagues = async (payload: Payload, staff: StaffMember, demo: Customer) => {
  const asStaff = { user: { ...staff, collection: 'staff-members' as const }, depth: 0 } as const
  const { docs: owned } = await payload.find({ collection: 'memberships', where: { customer: { equals: demo.id } }, limit: 1, depth: 0 })
  const company = owned[0]!.company as number

  const colleagues: Record<string, Customer> = {}
  for (const { role, team, ...person } of HARBOUR_COLLEAGUES) {
    const customer = await payload.create({
      collection: 'customers',
      data: { ...person, password: DEMO_CUSTOMER.password, isActive: true, _verified: true },
      disableVerificationEmail: true,
    })
    await payload.create({ collection: 'memberships', data: { company, customer: customer.id, role, team }, depth: 0 })
    colleagues[role] = customer
  }
  const requester = colleagues.requester!

  await payload.create({
    collection: 'budgets',
    data: { company, scope: 'team', team: 'Marketing', period: 'monthly', resetDay: 1, spendLimit: TEAM_BUDGET_CENTS },
    ...asStaff,
  })
  await payload.create({
    collection: 'budgets',
    data: { company, scope: 'member', member: requester.id, period: 'monthly', resetDay: 1, spendLimit: REQUESTER_BUDGET_CENTS },
    ...asStaff,
  })
  await payload.create({
    collection: 'approval-rules',
    data: { company, over: RULE_OVER_CENTS, askedBy: ['requester'], steps: ['approver'] },
    ...asStaff,
  })

  const packs = await payload.create({ collection: 'inventory-items', data: { title: 'Welcome packs', customer: demo.id }, depth: 0 })
  await payload.create({ collection: 'inventory-adjustments', data: { inventoryItem: packs.id, delta: 40, reason: 'received' }, depth: 0 })
  const { docs: recipients } = await payload.find({
    collection: 'recipients',
    where: { company: { equals: company } },
    sort: 'createdAt',
    limit: REQUESTER_PARCELS,
    depth: 0,
  })
  // Booked as the requester's own requests, filed under Harbour & Co. as the dashboard files them.
  for (const recipient of recipients) {
    await payload.create({
      collection: 'shipments',
      data: { customer: requester.id, status: 'requested', recipient: recipient.id, items: [{ inventoryItem: packs.id, quantity: 1 }] },
      context: { [FILE_UNDER_COMPANY]: company },
      depth: 0,
    })
  }
}
