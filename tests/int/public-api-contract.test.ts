import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import Ajv from 'ajv/dist/2020'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { API_KEY_SCOPES } from '@/domain/api-key'

import { shippingCompany, type ShippingCompany } from '../support/companies'
import { api, DEMO, login, request } from '../support/http'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'
import { keyFor, reorderableOrder, v1 } from '../support/public-api'

/**
 * The OpenAPI contract: the document served at /api/v1/openapi.json lists exactly the routes and
 * methods the route files under src/app/api/v1 serve, and each documented operation, called with
 * a sample request, answers its documented success with a body its documented schema accepts.
 */

const database = inject('databaseLabel')
const ROUTES = path.resolve('src/app/api/v1')

/** The documents the API serves about itself, not operations of it. */
const ABOUT_THE_API = ['/openapi.json']

/** Each route file as its OpenAPI path (`shipments/[id]/cancel` → `/shipments/{id}/cancel`) and the methods it exports. */
const servedRoutes = (dir = ROUTES, prefix = ''): [string, string[]][] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string[]][] => {
    const at = path.join(dir, entry.name)
    if (entry.isDirectory()) return servedRoutes(at, `${prefix}/${entry.name.replace(/^\[(.+)\]$/, '{$1}')}`)
    if (entry.name !== 'route.ts') return []
    const methods = [...readFileSync(at, 'utf8').matchAll(/export (?:const|async function|function) (GET|POST|PATCH|PUT|DELETE)\b/g)]
    return [[prefix, methods.map((match) => match[1]!.toLowerCase()).sort()]]
  })

type Sample = { path: string; body?: unknown }

let shipper: ShippingCompany
let key: string
let samples: Record<string, () => Promise<Sample>>

beforeAll(async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  shipper = await shippingCompany(staff, 'v1-contract', ['owner'], 20)
  const owner = shipper.members.owner
  key = (await keyFor(owner, shipper.company, [...API_KEY_SCOPES])).key
  const project = (await api('/projects', { token: staff, body: { name: `Contract ${Date.now()}`, customer: owner.id } })).body.doc.id
  const order = (await api('/orders', { token: staff, body: { name: `Contract ${Date.now()}`, customer: owner.id, project } })).body.doc.id
  const recipient = (await api(`/recipients?where[company][equals]=${shipper.company}&depth=0`, { token: staff })).body.docs[0].id
  const product = (await api('/products?limit=1&depth=0')).body.docs[0].id
  const booking = { items: [{ inventoryItem: shipper.stock, quantity: 1 }], recipients: [recipient] }
  const freshShipment = async () => (await v1('/shipments', key, { body: booking })).body.data[0].id as number
  const shipment = await freshShipment()
  // An invoice, issued as a reviewer pays the company's project on account.
  const payable = await (await reviewFixtures()).project('awaiting_payment', { customer: owner, company: shipper.company })
  const paid = await callServerAction(reviewPath('payment', payable.id, payable.shareKey), REVIEW_ACTIONS.invoice, [
    String(payable.id),
    payable.shareKey,
    'accounts@example.com',
  ])
  expect(paid.result, JSON.stringify(paid.result)).toMatchObject({ ok: true })
  const invoice = (await api(`/invoices?where[project][equals]=${payable.id}&depth=0`, { token: staff })).body.docs[0].id as number
  const reorderable = (await reorderableOrder(staff, owner)).id
  const shipLink = { mode: 'ship', name: 'Contract link', items: [{ inventoryItem: shipper.stock, quantity: 1 }] }
  const link = (await v1('/recipient-links', key, { body: shipLink })).body.id as number
  const person = { fullName: 'Contract Person', address1: '3 Bourke St', suburb: 'Melbourne', state: 'VIC', postcode: '3000' }
  samples = {
    listProducts: async () => ({ path: '/products' }),
    getProduct: async () => ({ path: `/products/${product}` }),
    listInventory: async () => ({ path: '/inventory' }),
    listProjects: async () => ({ path: '/projects' }),
    getProject: async () => ({ path: `/projects/${project}` }),
    listOrders: async () => ({ path: '/orders' }),
    getOrder: async () => ({ path: `/orders/${order}` }),
    listShipments: async () => ({ path: '/shipments' }),
    getShipment: async () => ({ path: `/shipments/${shipment}` }),
    createShipments: async () => ({ path: '/shipments', body: booking }),
    cancelShipment: async () => ({ path: `/shipments/${await freshShipment()}/cancel`, body: {} }),
    listRecipients: async () => ({ path: '/recipients' }),
    getRecipient: async () => ({ path: `/recipients/${recipient}` }),
    listInvoices: async () => ({ path: '/invoices' }),
    getInvoice: async () => ({ path: `/invoices/${invoice}` }),
    getInvoicePdf: async () => ({ path: `/invoices/${invoice}/pdf` }),
    createRecipient: async () => ({ path: '/recipients', body: person }),
    updateRecipient: async () => ({ path: `/recipients/${recipient}`, body: { phone: '0412 345 678' } }),
    importRecipients: async () => ({ path: '/recipients/import', body: { recipients: [person, { fullName: 'Contract Nobody' }] } }),
    createProject: async () => ({ path: '/projects', body: { order: reorderable } }),
    listRecipientLinks: async () => ({ path: '/recipient-links' }),
    getRecipientLink: async () => ({ path: `/recipient-links/${link}` }),
    listRecipientLinkResponses: async () => ({ path: `/recipient-links/${link}/responses` }),
    createRecipientLink: async () => ({ path: '/recipient-links', body: shipLink }),
  }
}, 180_000)

describe(`the OpenAPI contract (${database})`, () => {
  it('documents every route file and method under /api/v1, and nothing else', async () => {
    const { status, body: document } = await request('/api/v1/openapi.json')
    expect(status).toBe(200)
    expect(document.openapi).toBe('3.1.0')
    const documented = Object.entries<Record<string, unknown>>(document.paths).map(([at, operations]) => [at, Object.keys(operations).sort()])
    const served = servedRoutes().filter(([at]) => !ABOUT_THE_API.includes(at))
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(served))
  })

  it('answers every documented operation as documented', async () => {
    const document = (await request('/api/v1/openapi.json')).body
    const ajv = new Ajv({ strict: false, allErrors: true })
    ajv.addSchema({ ...document, $id: 'openapi.json' })
    for (const [template, operations] of Object.entries<Record<string, { operationId: string; responses: Record<string, unknown> }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const sample = samples[operation.operationId]
        expect(sample, `no sample request for ${operation.operationId}: add one`).toBeDefined()
        const { path: at, body } = await sample!()
        const served = await v1(at, key, { method: method.toUpperCase(), body })
        const [success, answer] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!
        expect(String(served.status), `${method} ${at}: ${JSON.stringify(served.body).slice(0, 300)}`).toBe(success)
        const [mediaType] = Object.keys((answer as { content: Record<string, unknown> }).content)
        expect(served.headers.get('content-type')).toContain(mediaType)
        if (mediaType === 'application/pdf') {
          expect(String(served.body).startsWith('%PDF-')).toBe(true)
          continue
        }
        const pointer = `openapi.json#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${success}/content/application~1json/schema`
        expect(ajv.validate({ $ref: pointer }, served.body), `${method} ${at}: ${ajv.errorsText()}`).toBe(true)
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '429']))
      }
    }
  })
})
