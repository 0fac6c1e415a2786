import type { Page } from '@playwright/test'

import { expect, settleAfterLoads, test } from './journey'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * The demo's parcels as Shippit reported them (src/seed/parcels.ts): the customer finds a parcel
 * in transit on the shipments list, opens its shipment page and passes the recipient's tracking
 * link on; the recipient, with no account, follows the parcel there. A parcel the carrier brought
 * back reads Returned, and its stock is back in the inventory. With E2E_SCREENSHOTS=1 each page is
 * saved at 390 and 1280 px.
 */

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

// Read at depth 1 for the recipient, so each line's item comes populated too.
type Line = { inventoryItem: { id: number }; quantity: number }
type ShipmentDoc = { id: number; trackingNumber: string; items: Line[]; recipient: { fullName: string; address1: string } }

const logIn = async (page: Page) => {
  expect((await page.request.post('/payload-api/customers/login', { data: CUSTOMER })).ok()).toBe(true)
}

/** The demo customer's one shipment matching `where` (a query string), as the API gives it to them. */
const demoShipment = async (page: Page, where: string): Promise<ShipmentDoc> => {
  const response = await page.request.get(`/payload-api/shipments?${where}&depth=1&limit=1`)
  expect(response.ok()).toBe(true)
  const [shipment] = (await response.json()).docs as ShipmentDoc[]
  expect(shipment, `a demo shipment with ${where}`).toBeDefined()
  return shipment!
}

/** The shipments list page showing shipment `id` (other journeys' newer shipments may push it back a page), and its card. */
const listedShipment = async (page: Page, id: number) => {
  for (let listPage = 1; listPage <= 5; listPage += 1) {
    await page.goto(listPage === 1 ? '/dashboard/shipments' : `/dashboard/shipments?page=${listPage}`)
    const card = page.getByTestId(`shipment-${id}`)
    if ((await card.count()) > 0) return card
  }
  throw new Error(`Shipment #${id} is on none of the first five pages of the list`)
}

/** What an inventory row says is available, read from the order's stock. */
const availableOf = async (page: Page, inventoryItem: number) => {
  const item = await (await page.request.get(`/payload-api/inventory-items/${inventoryItem}?depth=0`)).json()
  await page.goto(`/dashboard/inventory?order=${item.order}`)
  return page.getByTestId(`inventory-item-${inventoryItem}`).getByTestId('available')
}

/** The sum of an item's ledger, as the API lists its entries to the customer. */
const ledgerSum = async (page: Page, where: string) => {
  const response = await page.request.get(`/payload-api/inventory-adjustments?${where}&depth=0&limit=500`)
  expect(response.ok(), await response.text()).toBe(true)
  const entries = (await response.json()).docs as { delta: number; reason: string }[]
  return { entries, sum: entries.reduce((total, entry) => total + entry.delta, 0) }
}

test('a recipient follows their parcel from the tracking link on the shipment page', async ({ page, browser }) => {
  await logIn(page)
  const parcel = await demoShipment(page, 'where[trackingState][equals]=in_transit')

  const card = await listedShipment(page, parcel.id)
  await expect(card.getByText(parcel.trackingNumber)).toBeVisible()
  await expect(card.getByText('In transit', { exact: true })).toBeVisible()
  await expect(card.getByText(/^Estimated delivery/)).toBeVisible()
  await shot(page, 'parcel-tracking-shipments')

  await card.getByRole('link', { name: `Shipment #${parcel.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/shipments/${parcel.id}$`))
  await expect(page.getByRole('heading', { name: `Shipment #${parcel.id}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Delivery progress' }).locator('[aria-current="step"]')).toContainText('In transit')
  const link = await page.getByLabel('The recipient’s tracking link').inputValue()
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/)
  await expect(page.getByRole('link', { name: /Track parcel/ })).toHaveAttribute('href', new URL(link).pathname)
  await shot(page, 'parcel-tracking-shipment')

  // The recipient has no account: a browser of their own, the link and nothing else.
  const recipient = await browser.newPage()
  settleAfterLoads(recipient)
  expect((await recipient.goto(link))?.status()).toBe(200)
  await expect(recipient.getByRole('heading', { name: 'On its way', level: 1 })).toBeVisible()
  await expect(recipient.getByText(`Hi ${parcel.recipient.fullName.split(' ')[0]}, your parcel from Harbour & Co.`)).toBeVisible()
  await expect(recipient.getByRole('list', { name: 'Delivery progress' }).locator('[aria-current="step"]')).toContainText('In transit')
  await expect(recipient.getByText(parcel.trackingNumber)).toBeVisible()
  const scans = recipient.getByRole('list', { name: 'Tracking history' }).getByRole('listitem')
  await expect(scans.first()).toContainText('In transit')
  await expect(scans.last()).toContainText('Label created')
  // Only what a recipient may see: no street address, no prices.
  const shown = await recipient.locator('main').innerText()
  expect(shown).not.toContain(parcel.recipient.address1)
  expect(shown).not.toContain('$')
  await shot(recipient, 'parcel-tracking-recipient')

  // A key off by one letter opens nothing.
  const wrong = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`
  expect((await recipient.goto(wrong))?.status()).toBe(404)
  await expect(recipient.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  await recipient.close()
})

test('a parcel the carrier brought back reads Returned, and its stock is back in the inventory', async ({ page }) => {
  await logIn(page)
  const parcel = await demoShipment(page, 'where[status][equals]=returned')

  const card = await listedShipment(page, parcel.id)
  await expect(card.getByText('Returned', { exact: true })).toBeVisible()
  await card.getByRole('link', { name: `Shipment #${parcel.id}` }).click()
  await expect(page.getByRole('heading', { name: `Shipment #${parcel.id}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('main').locator('header').getByText('Returned', { exact: true })).toBeVisible()
  await expect(page.getByText('Returned to our warehouse')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tracking history' }).getByRole('listitem').first()).toContainText('Returned to us')
  await shot(page, 'parcel-tracking-returned')

  await page.getByRole('link', { name: 'See your inventory' }).click()
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  for (const {
    inventoryItem: { id: item },
    quantity,
  } of parcel.items) {
    // The ledger took the parcel's stock out, and the return put it back.
    const { entries } = await ledgerSum(page, `where[shipment][equals]=${parcel.id}&where[inventoryItem][equals]=${item}`)
    expect(entries.map(({ reason, delta }) => `${reason} ${delta}`).sort()).toEqual([`shipment -${quantity}`, `shipment_returned ${quantity}`])
    // And the inventory page's figure is the whole ledger's, the return included.
    const { sum } = await ledgerSum(page, `where[inventoryItem][equals]=${item}`)
    await expect(await availableOf(page, item)).toHaveText(sum.toLocaleString('en-AU'))
  }
})
