import { COMPANY_ROLES, isCompanyRole, roleAllows, type CompanyRole } from './company-roles'
import { formatCents } from './pricing'
import { MAX_BUDGET_CENTS } from './budget'

/**
 * A company's approval rules: a request that spends more than `over` (cents, AUD incl. GST),
 * asked by a member holding one of `askedBy` (empty: anyone), waits for `steps`, the roles that
 * decide it, in order. A request meeting several rules waits for all their steps, the lowest
 * threshold's first, each role once; a request over budget waits for at least an approver.
 */
export type ApprovalRule = { over: number; askedBy: readonly CompanyRole[]; steps: readonly CompanyRole[] }

/** The roles a step may name: those that approve. */
export const STEP_ROLES = COMPANY_ROLES.filter((role) => roleAllows(role, 'approve'))

export const isStepRole = (value: unknown): value is CompanyRole => (STEP_ROLES as unknown[]).includes(value)

export const MAX_STEPS = 3

/** A request in a company's words: how much, and the role of who asks. */
export type SpendRequest = { amount: number; role: CompanyRole | null; overBudget: boolean }

const AS_PERSON: Record<CompanyRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  finance: 'finance',
  approver: 'an approver',
  requester: 'a requester',
  viewer: 'a viewer',
}

/** A role as the person holding it, in a sentence: "an approver", "finance". */
export const rolePerson = (role: CompanyRole): string => AS_PERSON[role]

const orList = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`)

export const ruleApplies = (rule: ApprovalRule, request: SpendRequest): boolean =>
  request.amount > rule.over && (rule.askedBy.length === 0 || (request.role !== null && rule.askedBy.includes(request.role)))

/** What a rule asks, as a sentence's body: "a request over $500.00 by a requester needs an approver, then finance". */
export function ruleSummary(rule: ApprovalRule): string {
  const what = rule.over === 0 ? 'any request' : `a request over ${formatCents(rule.over)}`
  const who = rule.askedBy.length === 0 ? '' : ` by ${orList(rule.askedBy.map(rolePerson))}`
  return `${what}${who} needs ${rule.steps.map(rolePerson).join(', then ')}`
}

/** The rules a request meets, lowest threshold first. */
export const rulesMet = (rules: readonly ApprovalRule[], request: SpendRequest): ApprovalRule[] =>
  rules.filter((rule) => ruleApplies(rule, request)).sort((a, b) => a.over - b.over)

/** The roles that must decide a request, in order; empty when it is booked at once. */
export function approvalChain(rules: readonly ApprovalRule[], request: SpendRequest): CompanyRole[] {
  const steps = [...new Set(rulesMet(rules, request).flatMap((rule) => rule.steps))]
  return steps.length === 0 && request.overBudget ? ['approver'] : steps
}

/** Why a request waits: the budget it would go over (its own sentence), then the rules it meets. */
export function approvalHoldReason(budgetReason: string | null, met: readonly ApprovalRule[]): string {
  const rules = met.map(ruleSummary).join('; ')
  if (!budgetReason) return `Held for approval: ${rules}.`
  return met.length === 0 ? budgetReason : `${budgetReason} Also, ${rules}.`
}

/**
 * Whether a member holding `role` may decide a step for `step`: the step's own role, an owner
 * for any step, and any role that approves for an approver's step.
 */
export const stepAllows = (step: CompanyRole, role: CompanyRole | null): boolean =>
  role !== null && roleAllows(role, 'approve') && (role === 'owner' || role === step || step === 'approver')

/** Why a rule cannot be saved, or null. */
export function approvalRuleProblem(rule: { over: unknown; askedBy: unknown; steps: unknown }): { field: string; problem: string } | null {
  const { over, askedBy, steps } = rule
  if (typeof over !== 'number' || !Number.isInteger(over) || over < 0 || over > MAX_BUDGET_CENTS)
    return { field: 'over', problem: `Give the amount above which the rule applies, from $0 to ${formatCents(MAX_BUDGET_CENTS)}.` }
  if (!Array.isArray(askedBy) || !askedBy.every(isCompanyRole))
    return { field: 'askedBy', problem: 'Choose the roles whose requests the rule applies to, or none for everyone’s.' }
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_STEPS)
    return { field: 'steps', problem: `Choose who approves, from one to ${MAX_STEPS} steps in order.` }
  if (!steps.every(isStepRole)) return { field: 'steps', problem: 'Each step is decided by an owner, finance or an approver.' }
  if (new Set(steps).size !== steps.length) return { field: 'steps', problem: 'Name each role once in the steps.' }
  return null
}
