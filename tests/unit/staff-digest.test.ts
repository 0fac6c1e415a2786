import { describe, expect, it } from 'vitest'

import { nextDigestRun, overdueInvoices, proposalSentAt, staleProposals, type DigestProject } from '@/domain/staff-digest'

const now = new Date('2026-11-21T00:00:00Z')
const invoiced = (overrides: Partial<DigestProject>): DigestProject => ({
  id: 1,
  name: 'Team tees',
  status: 'awaiting_payment',
  paymentStatus: 'unpaid',
  invoice: { number: 'INV-000001', dueAt: '2026-11-18T00:00:00Z' },
  ...overrides,
})

describe('overdueInvoices', () => {
  it('lists an unpaid invoice past its due date, with whole days overdue', () => {
    expect(overdueInvoices([invoiced({})], now)).toEqual([
      { id: 1, name: 'Team tees', number: 'INV-000001', dueAt: '2026-11-18T00:00:00Z', daysOverdue: 3 },
    ])
  })

  it('leaves out invoices not yet due, paid ones, completed projects and projects without an invoice', () => {
    const projects = [
      invoiced({ id: 2, invoice: { number: 'INV-000002', dueAt: '2026-11-22T00:00:00Z' } }),
      invoiced({ id: 3, paymentStatus: 'paid' }),
      invoiced({ id: 4, status: 'completed' }),
      invoiced({ id: 5, invoice: null }),
      invoiced({ id: 6, invoice: { number: null, dueAt: '2026-11-01T00:00:00Z' } }),
    ]
    expect(overdueInvoices(projects, now)).toEqual([])
  })

  it('puts the longest overdue first', () => {
    const projects = [invoiced({ id: 1 }), invoiced({ id: 2, invoice: { number: 'INV-000002', dueAt: '2026-11-01T00:00:00Z' } })]
    expect(overdueInvoices(projects, now).map((invoice) => invoice.id)).toEqual([2, 1])
  })
})

describe('staleProposals', () => {
  const sent = (id: number, timestamps: string[], status = 'proposal_sent'): DigestProject => ({
    id,
    name: `Project ${id}`,
    status,
    statusChangeLog: [
      { status: 'pending', timestamp: '2026-10-01T00:00:00Z' },
      ...timestamps.map((timestamp) => ({ status: 'proposal_sent', timestamp })),
    ],
  })

  it('lists proposals waiting more than N days, longest first', () => {
    const projects = [sent(1, ['2026-11-10T00:00:00Z']), sent(2, ['2026-11-01T00:00:00Z']), sent(3, ['2026-11-19T00:00:00Z'])]
    expect(staleProposals(projects, now, 7).map((p) => [p.id, p.daysWaiting])).toEqual([
      [2, 20],
      [1, 11],
    ])
  })

  it('counts from the latest time the proposal was sent, so a revised proposal starts again', () => {
    const revised = sent(1, ['2026-11-01T00:00:00Z', '2026-11-19T00:00:00Z'])
    expect(proposalSentAt(revised)).toBe('2026-11-19T00:00:00Z')
    expect(staleProposals([revised], now, 7)).toEqual([])
  })

  it('ignores projects that have moved on or were never sent', () => {
    expect(staleProposals([sent(1, ['2026-11-01T00:00:00Z'], 'awaiting_confirmation'), sent(2, [])], now, 7)).toEqual([])
  })

  it('is exactly N days still fresh', () => {
    expect(staleProposals([sent(1, ['2026-11-14T00:00:00Z'])], now, 7)).toEqual([])
  })
})

describe('nextDigestRun', () => {
  it('is 07:00 in Sydney: 20:00 UTC under daylight saving, 21:00 UTC in winter', () => {
    expect(nextDigestRun('0 7 * * *', new Date('2026-11-21T00:00:00Z'))?.toISOString()).toBe('2026-11-21T20:00:00.000Z')
    expect(nextDigestRun('0 7 * * *', new Date('2026-06-01T00:00:00Z'))?.toISOString()).toBe('2026-06-01T21:00:00.000Z')
  })

  it('moves to the next day once today’s run has passed', () => {
    expect(nextDigestRun('0 7 * * *', new Date('2026-11-21T20:00:01Z'))?.toISOString()).toBe('2026-11-22T20:00:00.000Z')
  })
})
