import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshCustomer, uniqueEmail } from '../support/customers'
import { changedTables, openDatabase } from '../support/db-snapshot'
import { DEMO, login, request } from '../support/http'
import { serverActionId } from '../support/server-action'
import { type ActionTarget, cookieOf, refusalsOf } from '../support/server-action-abuse'

/**
 * Bad input for the sign-in and account server actions: the shared malformed inputs, each answered
 * with an error result in plain words (or a 4xx), never a 5xx, and nothing written to the database.
 */

const database = openDatabase()
let throwaway: { token: string; id: number }

beforeAll(async () => {
  const staff = await login('staff-members', DEMO.staff)
  throwaway = await freshCustomer(staff.token, 'throwaway')
})

afterAll(() => database.close())

const AUTH = 'src/features/auth/actions.ts'
const ACCOUNT = 'src/features/auth/account-actions.ts'

const TARGETS: ActionTarget[] = [
  {
    file: AUTH,
    name: 'loginAction',
    page: () => '/auth',
    valid: () => ({ email: uniqueEmail('nobody'), password: 'not-the-password-2026' }),
    rules: { email: { kind: 'email' }, password: { kind: 'password' } },
  },
  {
    file: AUTH,
    name: 'signupAction',
    page: () => '/auth',
    valid: () => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('signup'),
      password: 'correct-horse-2026',
      phoneCountry: 'AU',
      phoneNumber: '0412 345 678',
    }),
    rules: {
      firstName: { kind: 'text' },
      lastName: { kind: 'text' },
      company: { kind: 'text', optional: true },
      email: { kind: 'email' },
      password: { kind: 'password' },
      phoneCountry: { kind: 'choice', optional: true },
      phoneNumber: { kind: 'token', optional: true },
    },
  },
  {
    file: AUTH,
    name: 'sendPasswordLinkAction',
    page: () => '/auth',
    valid: () => ({ email: uniqueEmail('forgot') }),
    rules: { email: { kind: 'email' } },
  },
  {
    file: AUTH,
    name: 'resendVerificationAction',
    page: () => '/auth',
    valid: () => ({ resendToken: 'not-a-signed-token' }),
    rules: { resendToken: { kind: 'token' } },
  },
  {
    file: AUTH,
    name: 'resetPasswordAction',
    page: () => '/auth/reset-password?token=abc',
    valid: () => ({ token: 'f'.repeat(40), password: 'correct-horse-2026' }),
    rules: { token: { kind: 'token' }, password: { kind: 'password' } },
  },
  {
    file: AUTH,
    name: 'verifyEmailAction',
    page: () => '/auth/verify?token=abc',
    valid: () => ({ token: 'f'.repeat(40) }),
    rules: { token: { kind: 'token' } },
  },
  {
    file: ACCOUNT,
    name: 'updateProfileAction',
    page: () => '/dashboard/account-settings',
    valid: () => ({ firstName: 'Grace', lastName: 'Hopper', company: 'Navy', phoneCountry: 'AU', phoneNumber: '0412 345 678' }),
    rules: {
      firstName: { kind: 'text' },
      lastName: { kind: 'text' },
      company: { kind: 'text', optional: true },
      phoneCountry: { kind: 'choice', optional: true },
      phoneNumber: { kind: 'token', optional: true },
    },
    cookie: cookieOf(() => throwaway),
  },
  {
    file: ACCOUNT,
    name: 'requestEmailChangeAction',
    page: () => '/dashboard/account-settings',
    valid: () => ({ newEmail: uniqueEmail('moved'), currentPassword: 'throwaway-password-1' }),
    rules: { newEmail: { kind: 'email' }, currentPassword: { kind: 'secret' } },
    cookie: cookieOf(() => throwaway),
  },
  {
    file: ACCOUNT,
    name: 'confirmEmailChangeAction',
    page: () => '/dashboard/account-settings',
    valid: () => ({ token: 'f'.repeat(40) }),
    rules: { token: { kind: 'token' } },
    cookie: cookieOf(() => throwaway),
  },
  {
    file: ACCOUNT,
    name: 'changePasswordAction',
    page: () => '/dashboard/account-settings',
    valid: () => ({ currentPassword: 'throwaway-password-1', newPassword: 'another-password-2026' }),
    rules: { newPassword: { kind: 'password' }, currentPassword: { kind: 'secret' } },
    cookie: cookieOf(() => throwaway),
  },
]

describe('malformed input to every sign-in and account server action: an error in plain words, never a 5xx, nothing written', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    const { count, problems } = await refusalsOf(target, database)
    expect(count).toBeGreaterThanOrEqual(20)
    expect(problems).toEqual([])
  })

  // Next would fail to decode these itself, with a 500; the proxy refuses them before it tries.
  it('a body that is not React’s reply encoding is refused with a 400 and a reason', async () => {
    const action = serverActionId(AUTH, 'loginAction')
    const bodies: [string, string][] = [
      ['text/plain;charset=UTF-8', 'not json at all'],
      ['text/plain;charset=UTF-8', '{"email": "a@b.c"}'],
      ['text/plain;charset=UTF-8', ''],
      ['application/json', '"just a string"'],
      ['multipart/form-data; boundary=nothing-here', '--wrong\r\nbroken'],
    ]
    const before = await database.snapshot()
    for (const [type, body] of bodies) {
      const response = await request('/auth', { method: 'POST', rawBody: body, headers: { 'next-action': action, 'content-type': type } })
      expect(response.status, `${type}: ${body}`).toBe(400)
      expect(String(response.body)).toBe('This request is not a form submission this site understands.')
    }
    expect(changedTables(before, await database.snapshot())).toEqual([])
  })
})
