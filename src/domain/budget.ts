import { formatCents } from './pricing'
import { BUDGET_PERIOD_LABELS, type BudgetPeriod } from './budget-period'

/**
 * Budgets: a company limits what a member, or a team (cost centre), commits in a period, in AUD
 * cents including GST. Whatever spends reserves against every budget it falls under, in the same
 * transaction that books it; what does not fit is held for approval.
 */
export const BUDGET_SCOPES = ['member', 'team'] as const
export type BudgetScope = (typeof BUDGET_SCOPES)[number]

/** The largest limit a budget takes: a million dollars a period. */
export const MAX_BUDGET_CENTS = 100_000_000

/** A team's name as it is stored and compared: trimmed, single-spaced. */
export const teamName = (team: unknown): string => (typeof team === 'string' ? team.trim().replace(/\s+/g, ' ') : '')

/** The one budget a company holds per member and per team, as a unique key. */
export const budgetScopeKey = (company: number | string, scope: BudgetScope, who: number | string): string =>
  scope === 'member' ? `${company}:member:${who}` : `${company}:team:${teamName(who).toLowerCase()}`

/** Why `limit` (cents) cannot be a budget's limit, or null. */
export function budgetLimitProblem(limit: unknown): string | null {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) return 'Enter the limit in dollars and cents, $0 or more.'
  if (limit > MAX_BUDGET_CENTS) return `A budget’s limit can be at most ${formatCents(MAX_BUDGET_CENTS)} a period.`
  return null
}

/** Why a budget cannot be lowered to `limit` when `committed` is already reserved this period, or null. */
export function limitBelowCommitted(limit: number, committed: number): string | null {
  return limit >= committed
    ? null
    : `${formatCents(committed)} is already reserved this period, so the limit cannot go below it. Cancel requests first, or choose a higher limit.`
}

export type BudgetStanding = { name: string; period: BudgetPeriod; limit: number; committed: number }

/** What is left of a budget this period; never below zero. */
export const budgetRemaining = (standing: Pick<BudgetStanding, 'limit' | 'committed'>): number => Math.max(0, standing.limit - standing.committed)

/** Whether `amount` fits in what is left of the budget. */
export const budgetFits = (standing: BudgetStanding, amount: number): boolean => standing.committed + amount <= standing.limit

/** The answer for a request held because it does not fit `standing`, in plain words. */
export function budgetHoldReason(standing: BudgetStanding, amount: number): string {
  const period = BUDGET_PERIOD_LABELS[standing.period].toLowerCase()
  return (
    `Held for approval: ${formatCents(amount)} would take ${standing.name} (${period}) over its ${formatCents(standing.limit)} limit; ` +
    `${formatCents(budgetRemaining(standing))} is left this period.`
  )
}
