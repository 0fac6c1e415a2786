import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { actionReason, refusalProblems, type Outcome } from '../support/abuse'
import { freshCustomer, stockFor, uniqueEmail } from '../support/customers'
import { changedTables, openDatabase } from '../support/db-snapshot'
import { api, DEMO, login, request } from '../support/http'
import { malformedFields, NEAR_MEGABYTE, type FieldRule, type MalformedCase } from '../support/malformed'
import { artworkPath, reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS, serverActionId } from '../support/server-action'

/**
 * Issue 7, bad input, for every server action: the shared malformed inputs, each answered with an
 * error result in plain words (or a 4xx), never a 5xx, and nothing written to the database.
 */

type Session = { token: string; id: number }

const database = openDatabase()
let staff: Session
let customerA: Session
let customerB: Session
let throwaway: Session
let finalising: ReviewProject
let paying: ReviewProject
let proofs: { id: number; shareKey: string; itemIds: string[] }
const mine: Record<string, number> = {}
const theirs: Record<string, number> = {}

const firstOf = async (slug: string, customer: Session, extra = '') => {
  const { body } = await api(`/${slug}?where[customer][equals]=${customer.id}${extra}&limit=1&depth=0`, { token: staff.token })
  return body.docs[0].id as number
}

beforeAll(async () => {
  staff = await login('staff-members', DEMO.staff)
  customerA = await login('customers', DEMO.customerA)
  customerB = await login('customers', DEMO.customerB)
  throwaway = await freshCustomer(staff.token, 'throwaway')
  const fixtures = await reviewFixtures()
  finalising = await fixtures.project('proposal_sent')
  paying = await fixtures.project('awaiting_payment')
  proofs = await fixtures.orderWithProofs()
  for (const [customer, into] of [
    [customerA, mine],
    [customerB, theirs],
  ] as const) {
    into.inventoryItem = await stockFor(staff.token, customer, 5)
    into.recipient = await firstOf('recipients', customer)
    into.project = await firstOf('projects', customer)
  }
  mine.order = await firstOf('orders', customerA)
  // The second demo customer has no order of their own: one is made for them.
  theirs.order = (await api('/orders', { body: { name: 'Abuse test order', customer: customerB.id }, token: staff.token })).body.doc.id
  mine.shipment = await firstOf('shipments', customerA, '&where[status][equals]=requested')
})

afterAll(() => database.close())

const SHARE = 'src/app/(frontend)/(share)/review'
const AUTH = 'src/features/auth/actions.ts'
const ACCOUNT = 'src/app/(frontend)/(dashboard)/dashboard/(shell)/account-settings/actions.ts'
const SHIPMENTS = 'src/features/dashboard/shipment-actions.ts'
const LOW_STOCK = 'src/features/dashboard/low-stock-actions.ts'
const REORDER = 'src/features/dashboard/reorder-actions.ts'

/**
 * A server action under test: the page it is posted to, who posts it, and how its input becomes its
 * arguments: a form's fields as FormData (`form`), or the named `params` in order.
 */
type ActionTarget = {
  file: string
  name: string
  page: () => string
  valid: () => Record<string, unknown>
  rules: Record<string, FieldRule>
  params?: string[]
  cookie?: () => string
}

const cookieOf = (session: () => Session) => () => `payload-token=${session().token}`

// A form's fields are text; a value of another type is posted as a file in its place, the one other
// thing a tampered form can send.
const formData = (input: Record<string, unknown>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) form.set(key, typeof value === 'string' ? value : new Blob([JSON.stringify(value)], { type: 'application/json' }))
  }
  return form
}

/**
 * A form cannot tell an optional field sent as a file from one left out (both are not text), so
 * those cases are the valid "left out" and are not sent; a required field sent as a file must fail.
 */
const isFormCase = (target: ActionTarget) => (testCase: MalformedCase) => {
  if (!('input' in testCase)) return true
  const [field] = testCase.label.split(':')
  return !target.rules[field!]?.optional || typeof testCase.input[field!] === 'string' || testCase.input[field!] === undefined
}

/** What every form action also gets: no fields, only unknown ones, every field a file. */
const malformedForms = (valid: Record<string, unknown>): MalformedCase[] => [
  { label: 'form: no fields', input: {} },
  { label: 'form: only unknown fields', input: { junk: 'x', $ACTION_KEY: 'k' } },
  { label: 'form: every field a file', input: Object.fromEntries(Object.keys(valid).map((key) => [key, { file: key }])) },
]

const argsFor = (target: ActionTarget, input: Record<string, unknown>) =>
  target.params ? target.params.map((param) => input[param]) : [{ status: 'idle' }, formData(input)]

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`

const send =
  (target: ActionTarget) =>
  async (testCase: MalformedCase): Promise<Outcome> => {
    const input = 'input' in testCase ? testCase.input : {}
    const { status, result } = await callServerAction(target.page(), target, argsFor(target, input), {
      cookie: target.cookie?.(),
      headers: { 'x-forwarded-for': randomAddress() },
    })
    return { status, reason: status === 200 ? actionReason(result) : status < 500 ? String(result).slice(0, 200) : null }
  }

const finaliseInput = () => ({
  packingType: 'individual_items',
  numberOfPacks: 1,
  sizes: [],
  shipmentType: 'single_drop',
  recipient: { fullName: 'Ada Lovelace', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
  distributionList: [],
  country: 'AU',
  dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
})

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
  {
    file: `${SHARE}/projects/[id]/finalise/actions.ts`,
    name: 'submitFinalisation',
    page: () => reviewPath('finalise', finalising.id, finalising.shareKey),
    valid: () => ({ projectId: String(finalising.id), key: finalising.shareKey, input: finaliseInput() }),
    rules: {
      projectId: { kind: 'id', foreign: () => [String(theirs.project), String(paying.id)] },
      key: { kind: 'token' },
      'input.packingType': { kind: 'choice' },
      'input.numberOfPacks': { kind: 'quantity' },
      'input.shipmentType': { kind: 'choice' },
      'input.recipient.postcode': { kind: 'token' },
      'input.dueDate': { kind: 'token' },
    },
    params: ['projectId', 'key', 'input'],
  },
  ...(['startCardPayment', 'requestInvoice'] as const).map((name): ActionTarget => ({
    file: `${SHARE}/projects/[id]/payment/actions.ts`,
    name,
    page: () => reviewPath('payment', paying.id, paying.shareKey),
    valid: () => ({ projectId: String(paying.id), key: paying.shareKey, email: 'finance@example.com' }),
    rules: {
      projectId: { kind: 'id', foreign: () => [String(theirs.project), String(finalising.id)] },
      key: { kind: 'token' },
      email: { kind: 'email' },
    },
    params: ['projectId', 'key', 'email'],
  })),
  {
    ...REVIEW_ACTIONS.payTestCard,
    page: () => reviewPath('payment', paying.id, paying.shareKey),
    valid: () => ({
      projectId: String(paying.id),
      key: paying.shareKey,
      email: 'finance@example.com',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    }),
    rules: {
      key: { kind: 'token' },
      email: { kind: 'email' },
      'card.number': { kind: 'token' },
      'card.expiry': { kind: 'token' },
      'card.cvc': { kind: 'token' },
    },
    params: ['projectId', 'key', 'email', 'card'],
  },
  {
    ...REVIEW_ACTIONS.confirmStripe,
    page: () => reviewPath('payment', paying.id, paying.shareKey),
    valid: () => ({ projectId: String(paying.id), key: paying.shareKey, paymentIntentId: 'pi_abc123' }),
    rules: { projectId: { kind: 'id' }, key: { kind: 'token' }, paymentIntentId: { kind: 'token' } },
    params: ['projectId', 'key', 'paymentIntentId'],
  },
  {
    ...REVIEW_ACTIONS.artwork,
    page: () => artworkPath(proofs.id, proofs.shareKey),
    valid: () => ({
      orderId: String(proofs.id),
      key: proofs.shareKey,
      input: { itemId: proofs.itemIds[0], verdict: 'changes_requested', comment: 'Bigger logo.' },
    }),
    rules: {
      orderId: { kind: 'id' },
      key: { kind: 'token' },
      'input.itemId': { kind: 'token' },
      'input.verdict': { kind: 'choice' },
      'input.comment': { kind: 'text' },
    },
    params: ['orderId', 'key', 'input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: 'src/features/dashboard/project-actions.ts',
    name: 'setProjectVisibility',
    page: () => `/dashboard/projects/${mine.project}`,
    valid: () => ({ input: { projectId: mine.project, visibility: 'archived' } }),
    rules: { input: { kind: 'object' }, 'input.projectId': { kind: 'id', foreign: () => [theirs.project] }, 'input.visibility': { kind: 'choice' } },
    params: ['input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: SHIPMENTS,
    name: 'checkSelectionStock',
    page: () => '/dashboard/shipments/create',
    valid: () => ({ ids: [mine.inventoryItem] }),
    // An empty selection is valid: it has no stock to report.
    rules: { ids: { kind: 'ids', optional: true } },
    params: ['ids'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: SHIPMENTS,
    name: 'requestShipmentsAction',
    page: () => '/dashboard/shipments/create',
    valid: () => ({ input: { items: [{ inventoryItem: mine.inventoryItem, quantity: 1 }], recipients: [mine.recipient] } }),
    rules: {
      'input.recipients': { kind: 'ids', foreign: () => [theirs.recipient] },
      'input.items.0.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
      'input.items.0.quantity': { kind: 'quantity' },
    },
    params: ['input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: SHIPMENTS,
    name: 'addRecipientAction',
    page: () => '/dashboard/shipments/create',
    valid: () => ({ input: { fullName: 'Ada Lovelace', address1: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' } }),
    rules: {
      'input.fullName': { kind: 'text' },
      'input.address1': { kind: 'text' },
      'input.postcode': { kind: 'token' },
      'input.state': { kind: 'choice' },
      'input.country': { kind: 'choice', optional: true },
      'input.email': { kind: 'email', optional: true },
    },
    params: ['input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: LOW_STOCK,
    name: 'setLowStockThreshold',
    page: () => '/dashboard/inventory',
    valid: () => ({ input: { inventoryItem: mine.inventoryItem, threshold: 3 } }),
    // A blank threshold is valid: it removes the alert.
    rules: {
      input: { kind: 'object' },
      'input.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
      'input.threshold': { kind: 'quantity', optional: true },
    },
    params: ['input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: REORDER,
    name: 'reorderAction',
    page: () => `/dashboard/orders/${mine.order}`,
    valid: () => ({ input: { order: mine.order } }),
    rules: { input: { kind: 'object' }, 'input.order': { kind: 'id', foreign: () => [theirs.order] } },
    params: ['input'],
    cookie: cookieOf(() => customerA),
  },
  {
    file: SHIPMENTS,
    name: 'cancelShipmentAction',
    page: () => '/dashboard/shipments',
    valid: () => ({ id: mine.shipment }),
    rules: { id: { kind: 'id' } },
    params: ['id'],
    cookie: cookieOf(() => customerA),
  },
]

describe('malformed input to every server action: an error in plain words, never a 5xx, nothing written', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    const fields = malformedFields(target.valid(), target.rules, NEAR_MEGABYTE)
    const cases = target.params ? fields : [...malformedForms(target.valid()), ...fields.filter(isFormCase(target))]
    expect(cases.length).toBeGreaterThanOrEqual(20)
    expect(await refusalProblems(cases, send(target), database, { actions: true })).toEqual([])
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
