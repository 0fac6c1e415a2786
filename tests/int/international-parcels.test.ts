import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { shipmentReference } from '@/domain/delivery/label-purchase'
import { startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'
import { startShippitStandIn } from '@/integrations/carriers/shippit/shippit-stand-in'

import { homeCompanyOf, type Member } from '../support/companies'
import { productStockFor } from '../support/customs-stock'
import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, emailsTo, login, request } from '../support/http'
import { wordsOf } from '../support/pdf-words'
import { postShippitUpdate } from '../support/shippit-updates'

/**
 * Parcels leaving Australia, over real HTTP on both databases against both carriers' stand-ins:
 * customs facts from the products, per-country rules checked before booking, the recipient's
 * delivery-details link asking for exactly what is missing, and the commercial invoice.
 */
let staff: string
let owner: Member
let ausPost: Awaited<ReturnType<typeof startAusPostStandIn>>
let shippit: Awaited<ReturnType<typeof startShippitStandIn>>
const made: number[] = []
const tag = `${inject('databaseLabel')}-${Math.random().toString(36).slice(2, 7)}`

const TEE = { hsCode: '6109.10', originCountry: 'CN', declaredValue: 1250, category: 'apparel' }
// A known-good CPF, and the same digits with the check digits wrong.
const CPF = '529.982.247-25'
const WRONG_CPF = '529.982.247-26'

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  owner = await freshCustomer(staff, 'customs')
  await homeCompanyOf(staff, owner)
  ausPost = await startAusPostStandIn({ port: inject('ausPostStandInPort') })
  shippit = await startShippitStandIn({ port: inject('shippitStandInPort') })
})

afterAll(async () => {
  for (const id of made) await api(`/shipments/${id}`, { method: 'PATCH', token: staff, body: { status: 'cancelled' } })
  await Promise.all([ausPost?.close(), shippit?.close()])
})

type Address = { country: string; suburb: string; state?: string; postcode: string; address1?: string }

/** A requested shipment of `quantity` units of `item` to a new recipient at `address`. */
const shipTo = async (item: number, address: Address, quantity = 2, email: string | null = `${tag}-${made.length}@recipient.example`) => {
  const recipient = await api('/recipients', {
    token: owner.token,
    body: { fullName: 'Ana Souza', address1: '1500 Rua Augusta', ...address, ...(email ? { email } : {}) },
  })
  expect(recipient.status, JSON.stringify(recipient.body)).toBe(201)
  const created = await api('/shipments', {
    token: owner.token,
    body: { recipient: recipient.body.doc.id, items: [{ inventoryItem: item, quantity }] },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  made.push(created.body.doc.id)
  return { id: created.body.doc.id as number, recipient: recipient.body.doc.id as number, email }
}

const SAO_PAULO: Address = { country: 'BR', suburb: 'São Paulo', state: 'SP', postcode: '01304-001' }
const buy = (id: number) => api(`/shipments/${id}/label`, { method: 'POST', token: staff, body: {} })
const asStaff = async (id: number) => (await api(`/shipments/${id}?depth=0`, { token: staff })).body
const give = (key: string, body: Record<string, unknown>) => api(`/shipments/delivery-details/${key}`, { body })
const linkKeyIn = (html: string) => html.match(/\/delivery-details\/([\w-]{43})/)?.[1]
const booked = (id: number) => [...ausPost.labels, ...shippit.labels].filter((label) => label.reference === shipmentReference(id))

describe('a parcel to Brazil', () => {
  it('is refused without the recipient’s CPF, which their link asks for once, and booked after they give it', async () => {
    const { item } = await productStockFor(staff, owner, 'Export Tee', TEE)
    const { id, recipient, email } = await shipTo(item, SAO_PAULO)

    // Asked as the shipment was requested, before anyone tried to book it.
    const asked = await asStaff(id)
    expect(asked.detailsNeeded).toEqual(['cpf'])
    // Two staff clicking at once: one purchase runs (the other is told so, or meets the hold).
    const refused = await Promise.all([buy(id), buy(id)])
    expect(
      refused.every((answer) => answer.status === 202 || answer.status === 409),
      JSON.stringify(refused.map((a) => a.body)),
    ).toBe(true)
    const held = refused.find((answer) => answer.status === 409)!
    expect(held.body).toMatchObject({ state: 'held' })
    expect(held.body.problem).toMatch(/Brazil requires the recipient’s CPF/)
    expect(booked(id)).toHaveLength(0)

    const mails = await emailsTo(staff, email!, (sent) => sent.subject.includes('needs a detail'))
    expect(mails.filter((mail) => mail.subject.includes('needs a detail'))).toHaveLength(1)
    const key = linkKeyIn(mails[0]!.html)!
    expect(key).toBeTruthy()
    const page = await request(`/delivery-details/${key}`)
    expect(page.status).toBe(200)
    expect(String(page.body)).toContain('CPF')

    const wrong = await give(key, { cpf: WRONG_CPF })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ field: 'cpf', message: expect.stringMatching(/not a valid CPF/) }])
    expect((await asStaff(id)).detailsNeeded).toEqual(['cpf'])

    const given = await give(key, { cpf: CPF })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect((await give(key, { cpf: CPF })).status).toBe(409)
    expect((await api(`/recipients/${recipient}?depth=0`, { token: staff })).body.customsIds).toMatchObject({ cpf: '52998224725' })
    // The customer who entered the address never sees the ID their recipient gave.
    expect((await api(`/recipients/${recipient}?depth=0`, { token: owner.token })).body).not.toHaveProperty('customsIds')

    const bought = await buy(id)
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)
    const shipment = await asStaff(id)
    expect(shipment).toMatchObject({ labelState: 'bought', detailsNeeded: [], dutyTerms: 'DAP', estimatedDuties: Math.round(2 * 1250 * 0.6) })
    expect(shipment.customsDeclaration).toMatchObject({
      destination: 'BR',
      lines: [{ hsCode: '610910', originCountry: 'CN', quantity: 2, unitValueCents: 1250 }],
      recipientIds: { cpf: '52998224725' },
    })
    expect(shipment.serviceName).toMatch(/international/i)
    const own = (await api(`/shipments/${id}?depth=0`, { token: owner.token })).body
    expect(own).toMatchObject({ dutyTerms: 'DAP' })
    for (const hidden of ['customsDeclaration', 'detailsKey']) expect(own).not.toHaveProperty(hidden)
  })
})

describe('what customs would turn back', () => {
  it('names the product whose customs facts are missing, and goods the destination refuses, booking nothing', async () => {
    const bare = await productStockFor(staff, owner, 'Undeclared Cap', null)
    const incomplete = await shipTo(bare.item, { country: 'US', suburb: 'Austin', state: 'TX', postcode: '78701' })
    const missing = await buy(incomplete.id)
    expect(missing.status).toBe(409)
    expect(missing.body.problem).toMatch(/Add an HS code.*Undeclared Cap/)

    const battery = await productStockFor(staff, owner, 'Logo Power Bank', { ...TEE, hsCode: '850760', category: 'battery' })
    const banned = await shipTo(battery.item, { country: 'US', suburb: 'Austin', state: 'TX', postcode: '78701' })
    const refused = await buy(banned.id)
    expect(refused.status).toBe(409)
    expect(refused.body.problem).toMatch(/Logo Power Bank .*cannot go to United States: carriers do not fly power banks/)
    expect([...booked(incomplete.id), ...booked(banned.id)]).toHaveLength(0)
    expect(await asStaff(banned.id)).toMatchObject({ labelState: 'failed', detailsNeeded: [] })
  })

  it('quotes only international services, with the duties prepaid or not in AUD, and prints a commercial invoice', async () => {
    const { item } = await productStockFor(staff, owner, 'Export Hoodie', { ...TEE, hsCode: '6110.20', declaredValue: 4000 })
    const { id } = await shipTo(item, { country: 'US', suburb: 'Austin', state: 'TX', postcode: '78701' }, 3)
    const quoted = await api(`/shipments/${id}/quotes`, { method: 'POST', token: staff, body: {} })
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    expect(quoted.body.duties).toEqual({ dutyTerms: 'DDP', estimatedDutiesCents: 1200, currency: 'AUD' })
    expect(quoted.body.quotes.length).toBeGreaterThan(0)
    for (const quote of quoted.body.quotes) expect(quote.serviceName).toMatch(/international/i)

    expect((await buy(id)).status).toBe(200)
    const invoice = await fetch(`${baseURL()}/payload-api/shipments/${id}/commercial-invoice`, { headers: { authorization: `Bearer ${staff}` } })
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    const words = wordsOf(new Uint8Array(await invoice.arrayBuffer())).map((word) => word.text)
    expect(words).toContain('611020')
    expect(words.join(' ')).toMatch(/DDP/)
    expect((await request(`/payload-api/shipments/${id}/commercial-invoice`, { token: owner.token })).status).toBe(403)
  })
})

describe('an address the carrier cannot deliver to', () => {
  it('asks the recipient to correct it through their link, then books the label', async () => {
    const { item } = await productStockFor(staff, owner, 'Local Tee', TEE)
    // The carriers' stand-ins deliver nowhere with postcode 0000, as a carrier refuses an address it cannot find.
    const { id, recipient, email } = await shipTo(item, {
      country: 'NZ',
      suburb: 'Auckland',
      state: 'Auckland',
      postcode: '0000',
      address1: '1 Lost Road',
    })
    const failed = await buy(id)
    expect(failed.status).toBe(502)
    expect((await asStaff(id)).detailsNeeded).toEqual(['address'])
    const [mail] = await emailsTo(staff, email!, (sent) => sent.subject.includes('needs a detail'))
    const key = linkKeyIn(mail!.html)!

    const bad = await give(key, { address1: '', suburb: 'Auckland', state: 'Auckland', postcode: '1010' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toContain('address1')
    const given = await give(key, { address1: '1 Found Street', suburb: 'Auckland', state: 'Auckland', postcode: '1010' })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect((await api(`/recipients/${recipient}?depth=0`, { token: owner.token })).body).toMatchObject({
      address1: '1 Found Street',
      suburb: 'Auckland',
      postcode: '1010',
      country: 'NZ',
    })
    expect((await buy(id)).status).toBe(200)
    const labelled = await asStaff(id)
    expect(labelled).toMatchObject({ labelState: 'bought', carrier: 'shippit', detailsNeeded: [] })

    // Later the courier cannot find it after all: the recipient gets their link again, not the plain problem email.
    const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000).toISOString()
    const lost = [
      { status: 'in_transit', time: at(1) },
      { status: 'insufficient_address', time: at(2) },
    ]
    expect((await postShippitUpdate(labelled.trackingNumber, lost)).status).toBe(200)
    expect((await postShippitUpdate(labelled.trackingNumber, lost)).status).toBe(200)
    expect(await asStaff(id)).toMatchObject({ trackingState: 'exception', detailsNeeded: ['address'] })
    const mails = await emailsTo(staff, email!, (sent) => sent.subject.includes('needs a detail') && sent.html.includes('could not find the address'))
    expect(mails.filter((sent) => sent.subject.includes('needs a detail'))).toHaveLength(2)
    expect(mails.filter((sent) => sent.subject.includes('needs attention'))).toHaveLength(0)
  })

  it('refuses a key that is not one, without a 500', async () => {
    expect((await give('not-a-key', { cpf: CPF })).status).toBe(404)
    expect((await give('A'.repeat(43), { cpf: CPF })).status).toBe(404)
    expect((await request(`/delivery-details/${'A'.repeat(43)}`)).status).toBe(404)
  })
})
