import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { abuseSubjects, type AbuseSubjects, type Session } from '../support/abuse-subjects'
import { openDatabase } from '../support/db-snapshot'
import { artworkPath, reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { REVIEW_ACTIONS } from '../support/server-action'
import { type ActionTarget, cookieOf, refusalsOf } from '../support/server-action-abuse'

/**
 * Bad input for the share-link review and dashboard server actions: the shared malformed inputs,
 * each answered with an error result in plain words (or a 4xx), never a 5xx, and nothing written.
 */

const database = openDatabase()
let customerA: Session
let finalising: ReviewProject
let paying: ReviewProject
let proofs: { id: number; shareKey: string; itemIds: string[] }
let mine: AbuseSubjects['mine']
let theirs: AbuseSubjects['theirs']

beforeAll(async () => {
  ;({ customerA, mine, theirs } = await abuseSubjects())
  const fixtures = await reviewFixtures()
  finalising = await fixtures.project('proposal_sent')
  paying = await fixtures.project('awaiting_payment')
  proofs = await fixtures.orderWithProofs()
})

afterAll(() => database.close())

const SHIPMENTS = 'src/features/dashboard/shipment-actions.ts'
const LOW_STOCK = 'src/features/dashboard/low-stock-actions.ts'
const REORDER = 'src/features/dashboard/reorder-actions.ts'

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
    file: 'src/features/review/finalise-actions.ts',
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
    file: 'src/features/payments/payment-actions.ts',
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
    file: 'src/features/dashboard/donation-actions.ts',
    name: 'askToDonateItem',
    page: () => '/dashboard/insights',
    valid: () => ({ input: { inventoryItem: mine.inventoryItem, note: 'To the school on Smith St' } }),
    rules: {
      input: { kind: 'object' },
      'input.inventoryItem': { kind: 'id', foreign: () => [theirs.inventoryItem] },
      'input.note': { kind: 'text', optional: true },
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

describe('malformed input to every share-link and dashboard server action: an error in plain words, never a 5xx, nothing written', () => {
  it.each(TARGETS.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    const { count, problems } = await refusalsOf(target, database)
    expect(count).toBeGreaterThanOrEqual(20)
    expect(problems).toEqual([])
  })
})
