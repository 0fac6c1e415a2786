import { describe, expect, it } from 'vitest'

import { webhookEndpointState } from '@/domain/webhooks/endpoint-state'

describe("a webhook endpoint's state", () => {
  it('is enabled while it answers, failing since a failed try, and disabled once turned off, failing or not', () => {
    expect(webhookEndpointState({})).toBe('enabled')
    expect(webhookEndpointState({ disabledAt: null, failingSince: null })).toBe('enabled')
    expect(webhookEndpointState({ failingSince: '2026-11-30T10:00:00.000Z' })).toBe('failing')
    expect(webhookEndpointState({ disabledAt: '2026-11-30T11:00:00.000Z', failingSince: '2026-11-27T11:00:00.000Z' })).toBe('disabled')
    expect(webhookEndpointState({ disabledAt: '2026-11-30T11:00:00.000Z' })).toBe('disabled')
  })
})
