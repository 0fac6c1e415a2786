import { describe, expect, it } from 'vitest'

import { approvalStateProblem, deciderProblem, decisionSummary } from '@/domain/approval'

describe('deciding a held request', () => {
  it('is for the roles that approve, never the member who asked', () => {
    expect(deciderProblem({ role: 'finance', company: 'Acme', ownRequest: false })).toBeNull()
    expect(deciderProblem({ role: 'approver', company: 'Acme', ownRequest: false })).toBeNull()
    expect(deciderProblem({ role: 'owner', company: 'Acme', ownRequest: true })).toMatch(/your own request/)
    for (const role of ['requester', 'viewer', 'admin', null] as const) {
      expect(deciderProblem({ role, company: 'Acme', ownRequest: false }), String(role)).toBe('Your role in Acme does not let you approve requests.')
    }
  })

  it('happens once, and not after the request is cancelled', () => {
    expect(approvalStateProblem('pending')).toBeNull()
    expect(approvalStateProblem('approved')).toMatch(/already been approved/)
    expect(approvalStateProblem('cancelled')).toMatch(/was cancelled/)
  })

  it('is audited with the role the decider held', () => {
    expect(decisionSummary('Shipment #12 ($30.00)', 'approve', 'Jane Doe', 'finance')).toBe('Shipment #12 ($30.00): approved by Jane Doe as Finance')
  })
})
