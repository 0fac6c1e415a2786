import { describe, expect, it } from 'vitest'

import { approvalChain, approvalHoldReason, approvalRuleProblem, ruleSummary, rulesMet, stepAllows, type ApprovalRule } from '@/domain/approval-rules'

const financeOver2000: ApprovalRule = { over: 200_000, askedBy: [], steps: ['finance'] }
const requesterOver500: ApprovalRule = { over: 50_000, askedBy: ['requester'], steps: ['approver'] }
const rules = [financeOver2000, requesterOver500]

describe('approval rules', () => {
  it('hold a request over their amount, asked by the roles they name', () => {
    expect(approvalChain(rules, { amount: 50_000, role: 'requester', overBudget: false })).toEqual([])
    expect(approvalChain(rules, { amount: 50_001, role: 'requester', overBudget: false })).toEqual(['approver'])
    expect(approvalChain(rules, { amount: 60_000, role: 'approver', overBudget: false })).toEqual([])
    expect(approvalChain(rules, { amount: 60_000, role: null, overBudget: false })).toEqual([])
  })

  it('chain every rule met, the lowest threshold first, each role once', () => {
    expect(approvalChain(rules, { amount: 250_000, role: 'requester', overBudget: false })).toEqual(['approver', 'finance'])
    expect(approvalChain(rules, { amount: 250_000, role: 'admin', overBudget: false })).toEqual(['finance'])
    const both: ApprovalRule = { over: 100_000, askedBy: [], steps: ['approver', 'finance'] }
    expect(approvalChain([financeOver2000, both], { amount: 300_000, role: 'viewer', overBudget: false })).toEqual(['approver', 'finance'])
  })

  it('hold a request over budget for an approver when no rule asks more', () => {
    expect(approvalChain([], { amount: 3_000, role: 'requester', overBudget: true })).toEqual(['approver'])
    expect(approvalChain(rules, { amount: 300_000, role: 'admin', overBudget: true })).toEqual(['finance'])
  })

  it('say why a request waits, in words', () => {
    expect(ruleSummary(requesterOver500)).toBe('a request over $500.00 by a requester needs an approver')
    expect(ruleSummary({ over: 0, askedBy: ['requester', 'viewer', 'admin'], steps: ['approver', 'owner'] })).toBe(
      'any request by a requester, a viewer or an admin needs an approver, then an owner',
    )
    const met = rulesMet(rules, { amount: 250_000, role: 'requester', overBudget: false })
    expect(approvalHoldReason(null, met)).toBe(
      'Held for approval: a request over $500.00 by a requester needs an approver; a request over $2,000.00 needs finance.',
    )
    expect(approvalHoldReason('Held for approval: over the Design team budget.', [])).toBe('Held for approval: over the Design team budget.')
    expect(approvalHoldReason('Held for approval: over budget.', [financeOver2000])).toBe(
      'Held for approval: over budget. Also, a request over $2,000.00 needs finance.',
    )
  })

  it('let a step be decided by its role, an owner, or for an approver’s step any role that approves', () => {
    expect(stepAllows('approver', 'finance')).toBe(true)
    expect(stepAllows('finance', 'approver')).toBe(false)
    expect(stepAllows('finance', 'owner')).toBe(true)
    expect(stepAllows('owner', 'finance')).toBe(false)
    expect(stepAllows('approver', 'requester')).toBe(false)
    expect(stepAllows('approver', null)).toBe(false)
  })

  it('refuse a rule that cannot work', () => {
    expect(approvalRuleProblem({ over: 50_000, askedBy: [], steps: ['approver'] })).toBeNull()
    expect(approvalRuleProblem({ over: -1, askedBy: [], steps: ['approver'] })?.field).toBe('over')
    expect(approvalRuleProblem({ over: 1.5, askedBy: [], steps: ['approver'] })?.field).toBe('over')
    expect(approvalRuleProblem({ over: 0, askedBy: ['boss'], steps: ['approver'] })?.field).toBe('askedBy')
    expect(approvalRuleProblem({ over: 0, askedBy: [], steps: [] })?.problem).toMatch(/from one to 3 steps/)
    expect(approvalRuleProblem({ over: 0, askedBy: [], steps: ['requester'] })?.problem).toMatch(/owner, finance or an approver/)
    expect(approvalRuleProblem({ over: 0, askedBy: [], steps: ['finance', 'finance'] })?.problem).toMatch(/each role once/)
  })
})
