import { describe, expect, it } from 'vitest'

import {
  INVITATION_DAYS,
  invitationExpiry,
  invitationRoleProblem,
  invitationState,
  invitationTokenHash,
  isInvitationToken,
  newInvitationToken,
  openInvitationKey,
  sameEmail,
} from '@/domain/member-invitation'

describe('invitation tokens', () => {
  it('are 192 random bits in a link-safe form, kept only as their SHA-256', () => {
    const first = newInvitationToken()
    const second = newInvitationToken()
    expect(isInvitationToken(first.token)).toBe(true)
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(24)
    expect(first.token).not.toBe(second.token)
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hash).toBe(invitationTokenHash(first.token))
    expect(first.hash).not.toContain(first.token)
  })

  it('refuses what cannot be a token before anything is looked up', () => {
    expect(isInvitationToken('short')).toBe(false)
    expect(isInvitationToken(`${'a'.repeat(31)}=`)).toBe(false)
    expect(isInvitationToken(42)).toBe(false)
  })
})

describe('invitationRoleProblem', () => {
  it('lets owners invite anyone and admins anyone but an owner', () => {
    expect(invitationRoleProblem('owner', 'owner')).toBeNull()
    expect(invitationRoleProblem('admin', 'finance')).toBeNull()
    expect(invitationRoleProblem('admin', 'owner')).toBe('Only an owner can invite an owner.')
  })

  it('refuses every other role, and no role at all', () => {
    for (const role of ['finance', 'approver', 'requester', 'viewer', null] as const) {
      expect(invitationRoleProblem(role, 'viewer')).toMatch(/owners and admins/)
    }
  })
})

describe('invitationState', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('is accepted or revoked once either happened, else pending until it expires', () => {
    expect(invitationState({ expiresAt: '2026-11-29T00:00:00Z' }, now)).toBe('pending')
    expect(invitationState({ expiresAt: '2026-11-28T10:00:00Z' }, now)).toBe('expired')
    expect(invitationState({ expiresAt: '2026-11-20T00:00:00Z', acceptedAt: '2026-11-19T00:00:00Z' }, now)).toBe('accepted')
    expect(invitationState({ expiresAt: '2026-11-29T00:00:00Z', revokedAt: '2026-11-27T00:00:00Z' }, now)).toBe('revoked')
  })

  it(`lasts ${INVITATION_DAYS} days from the email`, () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-12-12T10:00:00.000Z')
  })
})

describe('open invitations and addresses', () => {
  it('key an open invitation by company and address, whatever its case', () => {
    expect(openInvitationKey(7, ' Jane@Acme.com.au ')).toBe('7:jane@acme.com.au')
  })

  it('compare addresses without case or spaces', () => {
    expect(sameEmail('Jane@Acme.com.au', 'jane@acme.com.au ')).toBe(true)
    expect(sameEmail('jane@acme.com.au', 'jan@acme.com.au')).toBe(false)
  })
})
