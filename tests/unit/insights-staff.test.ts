import { describe, expect, it } from 'vitest'

import { pipelineFigures, storageByCompany } from '@/domain/insights/staff'

describe('the pipeline from enquiry to paid', () => {
  it('follows each enquiry to a proposal and to payment, with the shares and the typical days', () => {
    const figures = pipelineFigures([
      { receivedAt: '2026-11-02T00:00:00Z', proposedAt: '2026-11-03T00:00:00Z', paidAt: '2026-11-10T00:00:00Z' },
      { receivedAt: '2026-11-02T00:00:00Z', proposedAt: '2026-11-06T00:00:00Z', paidAt: null },
      { receivedAt: '2026-11-02T00:00:00Z', proposedAt: '2026-11-04T00:00:00Z', paidAt: '2026-11-05T00:00:00Z' },
      { receivedAt: '2026-11-02T00:00:00Z', proposedAt: null, paidAt: null },
    ])
    expect(figures).toEqual({
      received: 4,
      proposed: 3,
      paid: 2,
      proposedRate: 75,
      paidRate: 50,
      daysToProposal: 2,
      daysToPayment: 1,
    })
  })

  it('never counts a payment without a proposal, and has no rates for no enquiries', () => {
    expect(pipelineFigures([{ receivedAt: '2026-11-02T00:00:00Z', proposedAt: null, paidAt: '2026-11-04T00:00:00Z' }])).toMatchObject({
      paid: 0,
      paidRate: 0,
    })
    expect(pipelineFigures([])).toEqual({
      received: 0,
      proposed: 0,
      paid: 0,
      proposedRate: null,
      paidRate: null,
      daysToProposal: null,
      daysToPayment: null,
    })
  })
})

describe('storage by company', () => {
  const now = '2026-12-01T00:00:00Z'
  it('sums units and items per company and weighs the days held by units, most units first', () => {
    const held = storageByCompany(
      [
        { company: 1, companyName: 'Acme', units: 10, receivedAt: '2026-11-21T00:00:00Z' },
        { company: 1, companyName: 'Acme', units: 30, receivedAt: '2026-11-01T00:00:00Z' },
        { company: 2, companyName: 'Bravo', units: 50, receivedAt: '2026-11-30T00:00:00Z' },
        { company: 2, companyName: 'Bravo', units: 0, receivedAt: '2025-01-01T00:00:00Z' },
      ],
      now,
    )
    expect(held).toEqual([
      { company: 2, companyName: 'Bravo', items: 1, units: 50, averageDays: 1, longestDays: 1 },
      // (10 × 10 days + 30 × 30 days) / 40 units = 25 days
      { company: 1, companyName: 'Acme', items: 2, units: 40, averageDays: 25, longestDays: 30 },
    ])
  })

  it('holds nothing when nothing is in stock', () => {
    expect(storageByCompany([], now)).toEqual([])
  })
})
