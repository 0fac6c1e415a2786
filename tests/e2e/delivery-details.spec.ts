import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './journey'
import { linkFromOutbox } from './outbox'
import { apiAs, CUSTOMER, STAFF, tokenOf } from './review-orders'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * A recipient gives, through their emailed delivery-details link and with no account, what their
 * parcel waits for: a parcel to Brazil asks for the CPF as soon as it is requested; the seeded
 * parcel the courier could not deliver (src/seed/parcels.ts, "insufficient address") asks for a
 * corrected address. With E2E_SCREENSHOTS=1 each state is saved at 390 and 1280 px.
 */

type ShipmentDoc = { id: number; status: string; detailsNeeded?: string[] | null; detailsKey?: string | null }

const staffApi = async (request: APIRequestContext) => apiAs(request, (await tokenOf(request, 'staff-members', STAFF)).token)

/** A parcel of one unit of the demo customer's stock to a new recipient of theirs in Brazil, booked by staff for them. */
const parcelToBrazil = async (request: APIRequestContext, email: string): Promise<number> => {
  const { token, user } = await tokenOf(request, 'customers', CUSTOMER)
  const [item] = (
    await apiAs(request, token).get('/inventory-items?where[quantityAvailable][greater_than_equal]=1&sort=-quantityAvailable&limit=1&depth=0')
  ).docs as { id: number }[]
  expect(item, 'an inventory item of the demo customer with a unit available').toBeDefined()
  const staff = await staffApi(request)
  const recipient = await staff.post('/recipients', {
    customer: user.id,
    fullName: 'Ana Souza',
    email,
    address1: 'Rua Augusta 1200',
    suburb: 'São Paulo',
    state: 'SP',
    postcode: '01304-001',
    country: 'BR',
  })
  expect(recipient?.id, 'the Brazilian recipient').toEqual(expect.any(Number))
  const shipment = await staff.post('/shipments', { customer: user.id, recipient: recipient.id, items: [{ inventoryItem: item!.id, quantity: 1 }] })
  expect(shipment?.id, 'the shipment to Brazil').toEqual(expect.any(Number))
  return shipment.id
}

/** What the shipment asks its recipient for, and its link's key: staff alone may read the key. */
const askedOf = async (request: APIRequestContext, id: number) => (await (await staffApi(request)).get(`/shipments/${id}?depth=0`)) as ShipmentDoc

const submit = (page: Page) => page.getByRole('button', { name: 'Send my details' }).click()

test('a recipient in Brazil gives their CPF through the emailed link', async ({ page }) => {
  const email = `ana.souza-${Date.now()}@recipient.example`
  const id = await parcelToBrazil(page.request, email)
  const { detailsNeeded, detailsKey } = await askedOf(page.request, id)
  expect(detailsNeeded).toEqual(['cpf'])
  expect(detailsKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
  // The recipient's email carries the very link.
  const link = `/delivery-details/${detailsKey}`
  expect(await linkFromOutbox(page.request, email, '/delivery-details/')).toBe(link)

  expect((await page.goto(link))?.status()).toBe(200)
  await expect(page.getByText('From Harbour & Co.', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'We need a detail to deliver your parcel', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'For customs in Brazil' })).toBeVisible()
  const cpf = page.getByLabel('CPF (Cadastro de Pessoas Físicas)')
  await expect(cpf).toHaveAttribute('autocomplete', 'off')
  await expect(cpf).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByText('It goes only to customs and the courier')).toBeVisible()
  // Nothing but the ID is asked: the address stays as the sender entered it.
  await expect(page.getByLabel('Street address')).toHaveCount(0)
  await shot(page, 'delivery-details-cpf')

  // Checked in the browser before anything is sent: a CPF whose check digits are wrong.
  await cpf.fill('111.111.111-11')
  await submit(page)
  const wrong = 'That is not a valid CPF (Cadastro de Pessoas Físicas).'
  await expect(page.locator('#cpf-error')).toContainText(wrong)
  await expect(cpf).toHaveAttribute('aria-invalid', 'true')
  await expect(cpf).toHaveAttribute('aria-describedby', 'cpf-hint cpf-error')
  const summary = page.locator('#form-errors')
  await expect(summary).toContainText('One thing to fix:')
  await expect(summary).toBeFocused()
  await shot(page, 'delivery-details-cpf-error')

  // The REST twin refuses it the same way, field by field.
  const refused = await page.request.post(`/payload-api/shipments/delivery-details/${detailsKey}`, { data: { cpf: '111.111.111-11' } })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).errors).toEqual([{ field: 'cpf', message: expect.stringContaining(wrong) }])

  await cpf.fill('529.982.247-25')
  await submit(page)
  const thanks = page.getByRole('heading', { name: 'Thanks, Ana — your parcel can go on its way.', level: 1 })
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  await shot(page, 'delivery-details-thanks')
  expect((await askedOf(page.request, id)).detailsNeeded ?? []).toEqual([])

  await page.reload()
  await expect(page.getByRole('heading', { name: 'We have everything we need', level: 1 })).toBeVisible()
  await expect(page.getByLabel('CPF (Cadastro de Pessoas Físicas)')).toHaveCount(0)
  await shot(page, 'delivery-details-settled')

  // Cancelled, the parcel is no longer on its way, and the link says so.
  await (await staffApi(page.request)).patch(`/shipments/${id}`, { status: 'cancelled' })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'This parcel is no longer on its way', level: 1 })).toBeVisible()
  await shot(page, 'delivery-details-closed')

  // A key off by one letter opens nothing.
  const other = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`
  expect((await page.goto(other))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
})

test('a recipient the courier could not find corrects their address', async ({ page }) => {
  const staff = await staffApi(page.request)
  const [parcel] = (await staff.get('/shipments?where[trackingNumber][equals]=PPHB9F4N2X&depth=0&limit=1')).docs as ShipmentDoc[]
  expect(parcel?.detailsNeeded, 'the seeded parcel the courier could not deliver asks for an address').toEqual(['address'])

  expect((await page.goto(`/delivery-details/${parcel!.detailsKey}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Your delivery address' })).toBeVisible()
  const street = page.getByLabel('Street address')
  await expect(street).not.toHaveValue('')
  // Who it is for and the country stay as the sender entered them.
  await expect(page.getByLabel('Full name')).toHaveCount(0)
  await expect(page.getByText('The country can’t be changed here.')).toBeVisible()
  await shot(page, 'delivery-details-address')

  await street.fill('')
  await submit(page)
  await expect(page.locator('#address1-error')).toBeVisible()
  await expect(street).toHaveAttribute('aria-describedby', 'address1-error')

  await street.fill('12 Harbour Street')
  await page.getByLabel('Unit, level or building').fill('Unit 4, gate code 2580')
  await submit(page)
  await expect(page.getByRole('heading', { name: /your parcel can go on its way\.$/, level: 1 })).toBeVisible()
  const recipient = (await staff.get(`/shipments/${parcel!.id}?depth=1`)).recipient as { address1: string; address2: string }
  expect(recipient).toMatchObject({ address1: '12 Harbour Street', address2: 'Unit 4, gate code 2580' })
})
