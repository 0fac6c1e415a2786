import type { Payload, Where } from 'payload'

import { budgetFigures } from '@/collections/budgets/budget-figures'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { budgetRemaining, budgetScopeKey, teamName } from '@/domain/budget'
import { budgetPeriodOf, isBudgetPeriod, type BudgetPeriod, type PeriodSpan } from '@/domain/budget-period'
import { calendarDateInAustralia } from '@/domain/business-days'
import { payloadClient } from '@/payload-client'
import type { Budget } from '@/payload-types'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

export type BudgetEntryView = { id: number; at: string; description: string; amount: number; by: string | null }

export type BudgetView = {
  id: number
  name: string
  scope: 'member' | 'team'
  /** The member a member's budget is for. */
  member: number | null
  /** The team a team's budget is for. */
  team: string | null
  period: BudgetPeriod
  resetDay: number
  limit: number
  span: PeriodSpan
  committed: number
  spent: number
  /** Committed but not yet on its way. */
  reserved: number
  remaining: number
  earlier: { start: string; committed: number }[]
  entries: BudgetEntryView[]
}

const RECENT_ENTRIES = 8

/**
 * The budgets of the company the customer works in that they may see: every budget for the owners
 * and finance (as the collection's access decides), else their own and their team's (their
 * requests count against it, so they see where it stands, read as the server). Each with this
 * period's figures, the periods before, and its latest entries the customer may read.
 */
export async function getBudgets(customer: CustomerUser): Promise<BudgetView[]> {
  const company = customer.acting?.id
  if (company === undefined) return []
  const payload = await payloadClient()
  const select = { name: true, scope: true, member: true, team: true, period: true, resetDay: true, spendLimit: true } as const
  const visible = await payload.find({
    collection: 'budgets',
    where: { company: { equals: company } },
    select,
    sort: 'name',
    pagination: false,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const docs = [...visible.docs]
  const team = await teamOf(customer, company)
  if (team && !docs.some((doc) => doc.scope === 'team')) {
    const ofTeam = await payload.find({
      collection: 'budgets',
      where: { scopeKey: { equals: budgetScopeKey(company, 'team', team) } },
      select,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    docs.push(...ofTeam.docs)
  }
  const today = calendarDateInAustralia(new Date())
  const views = await Promise.all(
    docs.map(async (doc) => {
      const [standing, entries] = await Promise.all([standingOf(payload, doc, today), recentEntries(customer, doc.id)])
      return {
        id: doc.id,
        name: doc.name ?? 'Budget',
        scope: doc.scope === 'team' ? ('team' as const) : ('member' as const),
        member: relationId(doc.member),
        ...standing,
        reserved: standing.committed - standing.spent,
        remaining: budgetRemaining({ limit: standing.limit, committed: standing.committed }),
        entries,
      }
    }),
  )
  return views.sort((a, b) => Number(a.scope === 'team') - Number(b.scope === 'team') || a.name.localeCompare(b.name))
}

/** A team budget's limit and what is committed against it in its current period. */
export type TeamBudgetStanding = { team: string; limit: number; committed: number; periodStart: string }

/**
 * Where each of the company's team budgets stands this period, for a member who may read them all
 * (the owners and finance): the figures alone, without the entries `getBudgets` lists.
 */
export async function getTeamBudgetStandings(customer: CustomerUser): Promise<TeamBudgetStanding[]> {
  const company = customer.acting?.id
  if (company === undefined) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'budgets',
    where: { and: [{ company: { equals: company } }, { scope: { equals: 'team' } }] },
    select: { scope: true, team: true, period: true, resetDay: true, spendLimit: true },
    sort: 'team',
    pagination: false,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const today = calendarDateInAustralia(new Date())
  return Promise.all(
    docs.map(async (doc) => {
      const standing = await standingOf(payload, doc, today)
      return { team: standing.team ?? '', limit: standing.limit, committed: standing.committed, periodStart: standing.span.start }
    }),
  )
}

type BudgetDoc = Pick<Budget, 'id' | 'scope' | 'team' | 'period' | 'resetDay' | 'spendLimit'>

/** A budget's current period (by its own period and reset day) and the figures for it. */
const standingOf = async (payload: Payload, doc: BudgetDoc, today: string) => {
  const period = isBudgetPeriod(doc.period) ? doc.period : 'monthly'
  const resetDay = Number(doc.resetDay ?? 1)
  const span = budgetPeriodOf(period, resetDay, today)
  return {
    team: doc.scope === 'team' ? teamName(doc.team) : null,
    period,
    resetDay,
    limit: Number(doc.spendLimit ?? 0),
    span,
    ...(await budgetFigures(payload, doc.id, span)),
  }
}

const teamOf = async (customer: CustomerUser, company: number): Promise<string> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ company: { equals: company } }, { customer: { equals: customer.id } }] } satisfies Where,
    select: { team: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return teamName(docs[0]?.team)
}

const recentEntries = async (customer: CustomerUser, budget: number): Promise<BudgetEntryView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'budget-entries',
    where: { budget: { equals: budget } },
    select: { amount: true, description: true, member: true, createdAt: true },
    sort: '-createdAt',
    limit: RECENT_ENTRIES,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const names = await customerNames([...new Set(docs.map((doc) => relationId(doc.member)).filter((id): id is number => id !== null))])
  return docs.map((doc) => {
    const member = relationId(doc.member)
    return {
      id: doc.id,
      at: doc.createdAt,
      description: doc.description ?? '',
      amount: Number(doc.amount),
      by: member === customer.id ? 'you' : member === null ? null : (names.get(member)?.name ?? null),
    }
  })
}
