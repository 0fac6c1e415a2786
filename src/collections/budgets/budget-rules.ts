import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { companyOfNewSetting } from '@/collections/companies/assign-company'
import { budgetLimitProblem, budgetScopeKey, limitBelowCommitted, teamName } from '@/domain/budget'
import { isBudgetPeriod, resetDayProblem } from '@/domain/budget-period'
import { personName } from '@/domain/customer-name'
import { calendarDateInAustralia } from '@/domain/business-days'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'
import { relationId } from '@/platform/relation-id'

import { standingOf } from './budget-ledger'

const MAX_TEAM_LENGTH = 100

/** Who a budget is for, as its name and unique key; a member must belong to the company. */
const scopeOf = async (req: PayloadRequest, company: number, data: Record<string, unknown>): Promise<{ name: string; scopeKey: string }> => {
  if (data.scope === 'team') {
    const team = teamName(data.team)
    if (!team || team.length > MAX_TEAM_LENGTH)
      throw clientError(`Name the team (up to ${MAX_TEAM_LENGTH} characters).`, 400, { team: 'Name the team.' })
    return { name: `${team} team`, scopeKey: budgetScopeKey(company, 'team', team) }
  }
  const member = relationId(data.member)
  const found =
    member === null
      ? null
      : await req.payload.find({
          collection: 'memberships',
          where: { and: [{ company: { equals: company } }, { customer: { equals: member } }] },
          depth: 1,
          limit: 1,
          overrideAccess: true,
          req,
          select: { customer: true },
        })
  const customer = found?.docs[0]?.customer
  if (!customer || typeof customer !== 'object')
    throw clientError('Choose a member of this company.', 400, { member: 'Choose a member of this company.' })
  return { name: personName(customer), scopeKey: budgetScopeKey(company, 'member', member!) }
}

const refuse = (field: string, problem: string | null) => {
  if (problem) throw clientError(problem, 400, { [field]: problem })
}

/**
 * A budget is for one member or one team of its company, one budget each; its limit in cents is
 * never below what is already reserved in the current period, read under the budget's row lock
 * so no reservation slips in between.
 */
export const checkBudget: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  refuse('spendLimit', budgetLimitProblem(merged.spendLimit))
  refuse('resetDay', resetDayProblem(merged.resetDay))
  if (!isBudgetPeriod(merged.period)) refuse('period', 'Choose monthly, quarterly or yearly.')
  if (operation === 'create') {
    const company = await companyOfNewSetting(req, data, 'Choose the company this budget is for.')
    const scope = await scopeOf(req, company, data)
    const taken = await req.payload.count({ collection: 'budgets', where: { scopeKey: { equals: scope.scopeKey } }, overrideAccess: true, req })
    if (taken.totalDocs > 0) throw clientError(`${scope.name} already has a budget: change its limit instead.`, 409)
    return { ...data, company, team: data.scope === 'team' ? teamName(data.team) : null, ...scope }
  }
  const id = Number(originalDoc!.id)
  if (req.payload.db.name === 'postgres') await runStatement(req, (sql) => sql`SELECT id FROM budgets WHERE id = ${id} FOR UPDATE`)
  const standing = await standingOf(
    req,
    { id, name: merged.name, period: merged.period, reset_day: merged.resetDay, spend_limit: merged.spendLimit },
    calendarDateInAustralia(new Date()),
  )
  refuse('spendLimit', limitBelowCommitted(Number(merged.spendLimit), standing.committed))
  return data
}
