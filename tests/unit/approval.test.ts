import { describe, expect, it } from 'vitest'

import { approvalOverdueBefore, approvalStateProblem, deciderProblem, decisionSummary, stepOf } from '@/domain/approval'

describe('deciding a held request', () => {
  const decider = { company: 'Acme', ownRequest: false, step: 'approver' as const, decidedEarlier: false }

  it('is for the roles that approve, never the member who asked', () => {
    expect(deciderProblem({ ...decider, role: 'finance' })).toBeNull()
    expect(deciderProblem({ ...decider, role: 'approver' })).toBeNull()
    expect(deciderProblem({ ...decider, role: 'owner', ownRequest: true })).toMatch(/your own request/)
    for (const role of ['requester', 'viewer', 'admin', null] as const) {
      expect(deciderProblem({ ...decider, role }), String(role)).toBe('Your role in Acme does not let you approve requests.')
    }
  })

  it('is for the role the current step names (an owner any), by a member who decided no earlier step', () => {
    expect(deciderProblem({ ...decider, step: 'finance', role: 'approver' })).toBe(
      'This request now waits for finance; your role, Approver, decides other steps.',
    )
    expect(deciderProblem({ ...decider, step: 'finance', role: 'owner' })).toBeNull()
    expect(deciderProblem({ ...decider, step: 'owner', role: 'finance' })).toMatch(/waits for an owner/)
    expect(deciderProblem({ ...decider, step: 'finance', role: 'finance', decidedEarlier: true })).toMatch(/an earlier step/)
  })

  it('happens once, and not after the request is cancelled', () => {
    expect(approvalStateProblem('pending')).toBeNull()
    expect(approvalStateProblem('approved')).toMatch(/already been approved/)
    expect(approvalStateProblem('cancelled')).toMatch(/was withdrawn/)
  })

  it('is audited with the role the decider held', () => {
    expect(decisionSummary('Shipment #12 ($30.00)', 'approve', 'Jane Doe', 'finance')).toBe('Shipment #12 ($30.00): approved by Jane Doe as Finance')
    expect(decisionSummary('Shipment #12 ($30.00)', 'decline', 'Jane Doe', 'owner', stepOf(1, 2))).toBe(
      'Shipment #12 ($30.00), step 2 of 2: declined by Jane Doe as Owner',
    )
    expect(stepOf(0, 1)).toBe('')
  })

  it('is overdue for staff after two days of waiting', () => {
    expect(approvalOverdueBefore(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-11-27T10:00:00.000Z')
  })
})
