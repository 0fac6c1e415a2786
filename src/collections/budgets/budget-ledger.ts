import type { PayloadRequest } from 'payload'

import { budgetPeriodOf, isBudgetPeriod, type BudgetPeriod } from '@/domain/budget-period'
import { budgetFits, budgetHoldReason, budgetScopeKey, teamName, type BudgetStanding } from '@/domain/budget'
import { calendarDateInAustralia } from '@/domain/business-days'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'

/**
 * The budget ledger: every amount a request commits is a `reserve` entry per budget it falls
 * under, written in the transaction that books the request, and a cancellation writes one
 * `release` entry per reservation (a unique key per entry makes it once). A budget's committed
 * amount in a period is the sum of its entries for that period, read under the budget's row lock,
 * so two requests racing for the last dollars queue and the second sees the first's reservation.
 */

export type CoveringBudget = BudgetStanding & { id: number; periodStart: string }

/** The document that spends: a shipment's postage and handling, or a project paid on account. */
export type SpendSubject = { kind: 'shipment' | 'project'; id: number }

/** What spends: who asks, for which company, how much, and the document that books it. */
export type Spend = { company: number; member: number; amount: number; subject: SpendSubject; description: string }

type BudgetRow = { id: unknown; name: unknown; period: unknown; reset_day: unknown; spend_limit: unknown }

const teamOf = async (req: PayloadRequest, company: number, member: number): Promise<string> => {
  const [row] = await runStatement(req, (sql) => sql`SELECT team FROM memberships WHERE company_id = ${company} AND customer_id = ${member}`)
  return teamName(row?.team)
}

/** The sum of a budget's entries in the period starting `periodStart`. */
export const committedIn = async (req: PayloadRequest, budget: number, periodStart: string): Promise<number> => {
  const [row] = await runStatement(
    req,
    (sql) => sql`SELECT COALESCE(SUM(amount), 0) AS committed FROM budget_entries WHERE budget_id = ${budget} AND period_start = ${periodStart}`,
  )
  return Number(row?.committed ?? 0)
}

/** Where a budget stands today, read under its lock. */
export const standingOf = async (req: PayloadRequest, row: BudgetRow, today: string): Promise<CoveringBudget> => {
  const id = Number(row.id)
  const period: BudgetPeriod = isBudgetPeriod(row.period) ? row.period : 'monthly'
  const periodStart = budgetPeriodOf(period, Number(row.reset_day), today).start
  return { id, name: String(row.name), period, limit: Number(row.spend_limit), periodStart, committed: await committedIn(req, id, periodStart) }
}

/** The member's own budget and their team's in the company, locked until the transaction ends, with where each stands today. */
export const budgetsCovering = async (req: PayloadRequest, company: number, member: number): Promise<CoveringBudget[]> => {
  const team = await teamOf(req, company, member)
  const keys = [budgetScopeKey(company, 'member', member), ...(team ? [budgetScopeKey(company, 'team', team)] : [])]
  // Locked in id order (the order PostgreSQL takes the rows' locks in), so two requests
  // locking the same budgets cannot deadlock; SQLite's writers already run one at a time.
  const lock = req.payload.db.name === 'postgres'
  const rows = (await runStatement(
    req,
    (sql) => sql`SELECT id, name, period, reset_day, spend_limit FROM budgets
      WHERE scope_key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  )) as BudgetRow[]
  if (rows.length === 0) return []
  const today = calendarDateInAustralia(new Date())
  const standings: CoveringBudget[] = []
  for (const row of rows) standings.push(await standingOf(req, row, today))
  return standings
}

export type BudgetVerdict = { fits: true; budgets: CoveringBudget[] } | { fits: false; reason: string }

/** Whether `amount` fits every budget the member's request falls under; the budgets stay locked. */
export const budgetVerdict = async (req: PayloadRequest, company: number, member: number, amount: number): Promise<BudgetVerdict> => {
  const budgets = await budgetsCovering(req, company, member)
  const over = budgets.find((budget) => !budgetFits(budget, amount))
  return over ? { fits: false, reason: budgetHoldReason(over, amount) } : { fits: true, budgets }
}

const entryKey = (budget: number, kind: 'reserve' | 'release', subject: SpendSubject) => `${budget}:${kind}:${subject.kind}:${subject.id}`

/**
 * Reserves the spend against every budget it falls under. Called in the booking's transaction
 * after budgetVerdict said it fits; the verdict is taken again under the same locks, so a
 * reservation can never take a budget past its limit, unless an approver approved that
 * (`approved`): the spend is then reserved as it is, and the budget shows it over.
 */
export const reserveBudgets = async (req: PayloadRequest, spend: Spend, { approved = false } = {}): Promise<void> => {
  if (spend.amount <= 0) return
  const verdict: BudgetVerdict = approved
    ? { fits: true, budgets: await budgetsCovering(req, spend.company, spend.member) }
    : await budgetVerdict(req, spend.company, spend.member, spend.amount)
  if (!verdict.fits) throw clientError(verdict.reason, 409)
  for (const budget of verdict.budgets) {
    await req.payload.create({
      collection: 'budget-entries',
      data: {
        budget: budget.id,
        company: spend.company,
        member: spend.member,
        periodStart: budget.periodStart,
        kind: 'reserve',
        amount: spend.amount,
        [spend.subject.kind]: spend.subject.id,
        description: spend.description,
        entryKey: entryKey(budget.id, 'reserve', spend.subject),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}

/**
 * Releases what a cancelled request reserved: one `release` entry per reservation, in the
 * reservation's own period. The entry key is unique, so a release can happen once.
 */
export const releaseBudgets = async (req: PayloadRequest, subject: SpendSubject, description: string): Promise<void> => {
  const reservations = await runStatement(
    req,
    (sql) => sql`SELECT budget_id, company_id, member_id, period_start, amount FROM budget_entries
      WHERE ${subject.kind === 'shipment' ? sql`shipment_id` : sql`project_id`} = ${subject.id} AND kind = 'reserve' ORDER BY budget_id`,
  )
  for (const reservation of reservations) {
    const budget = Number(reservation.budget_id)
    await req.payload.create({
      collection: 'budget-entries',
      data: {
        budget,
        company: Number(reservation.company_id),
        member: reservation.member_id == null ? null : Number(reservation.member_id),
        periodStart: String(reservation.period_start),
        kind: 'release',
        amount: -Number(reservation.amount),
        [subject.kind]: subject.id,
        description,
        entryKey: entryKey(budget, 'release', subject),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
}
