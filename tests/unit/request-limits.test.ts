import { describe, expect, it } from 'vitest'

import { clientAddress } from '@/domain/client-address'
import { rateLimitedAction, rateLimitedMutations } from '@/domain/rate-limited-routes'

describe('client address', () => {
  it('behind our balancer, takes the entry it added, ignoring what the client claimed before it', () => {
    expect(clientAddress({ forwardedFor: '6.6.6.6, 203.0.113.7', socketAddress: '10.0.0.2', trustProxy: true })).toBe('203.0.113.7')
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: null, trustProxy: true })).toBe('203.0.113.7')
    expect(clientAddress({ forwardedFor: null, socketAddress: '198.51.100.4', trustProxy: true })).toBe('198.51.100.4')
  })
  it('without a trusted proxy, keys by the connection and ignores X-Forwarded-For', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: '198.51.100.4', trustProxy: false })).toBe('198.51.100.4')
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: null, trustProxy: false })).toBe('unknown')
  })
})

describe('rate-limited routes', () => {
  it('limits the public posts attackers repeat', () => {
    for (const path of [
      'login',
      'forgot-password',
      'reset-password',
      'check-registration',
      'create-inactive',
      'update-inactive-customer-email',
      'activate-inactive',
    ]) {
      expect(rateLimitedAction('POST', `/payload-api/customers/${path}`)).toBe(path)
    }
    expect(rateLimitedAction('post', '/payload-api/enquiries/')).toBe('enquiry')
    expect(rateLimitedAction('POST', '/payload-api/staff-members/login')).toBe('login')
    expect(rateLimitedAction('POST', '/payload-api/customers')).toBe('sign-up')
    expect(rateLimitedAction('POST', '/payload-api/recipient-links/42/respond')).toBe('link-response')
    expect(rateLimitedMutations({ query: 'mutation { createCustomer(data: { email: "x@y.z", password: "p" }) { id } }' })).toEqual(['sign-up'])
  })
  it('leaves reads, other writes and other collections alone', () => {
    expect(rateLimitedAction('GET', '/payload-api/customers/me')).toBeNull()
    expect(rateLimitedAction('PATCH', '/payload-api/enquiries/4')).toBeNull()
    expect(rateLimitedAction('POST', '/payload-api/staff-members/logout')).toBeNull()
    expect(rateLimitedAction('POST', '/payload-api/graphql')).toBeNull()
    expect(rateLimitedAction('POST', '/payload-api/recipient-links/create')).toBeNull()
    expect(rateLimitedAction('POST', '/payload-api/recipient-links/42/respond/extra')).toBeNull()
  })
})

describe('rate-limited GraphQL mutations', () => {
  it('counts every limited mutation a request names, aliases and batches included', () => {
    const guesses = 'mutation { a: loginCustomer(email: "x@y.z", password: "1") { token } b: loginCustomer(email: "x@y.z", password: "2") { token } }'
    expect(rateLimitedMutations({ query: guesses })).toEqual(['login', 'login'])
    expect(
      rateLimitedMutations([
        { query: 'mutation { forgotPasswordCustomer(email: "x@y.z") }' },
        { query: 'mutation { resetPasswordStaffMember(token: "t", password: "p") { token } }' },
        { query: 'mutation C($data: mutationEnquiryInput!) { createEnquiry(data: $data) { id } }' },
      ]),
    ).toEqual(['forgot-password', 'reset-password', 'enquiry'])
  })

  it('leaves queries, other mutations and bodies without a query alone', () => {
    expect(rateLimitedMutations({ query: '{ Products { docs { id } } }' })).toEqual([])
    expect(rateLimitedMutations({ query: 'mutation { updateEnquiry(id: 1, data: {}) { id } loginCustomerX { id } }' })).toEqual([])
    expect(rateLimitedMutations(null)).toEqual([])
    expect(rateLimitedMutations({ query: 42 })).toEqual([])
  })
})
