import type { APIRequestContext, Page } from '@playwright/test'

import { logInToAdmin } from './admin'
import { expect, test } from './journey'
import { CUSTOMER, tokenOf } from './review-orders'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * Staff buy, print and manifest shipping labels on the admin's Labels page, against the Australia
 * Post and Shippit stand-ins tests/e2e/serve.ts runs beside the app. The two shipments are the
 * demo customer's own, requested over the API the way the dashboard requests them, so the journey
 * neither depends on nor uses up the demo's seeded requests. With E2E_SCREENSHOTS=1 the page is
 * saved at 390 and 1280 px.
 */

const RECIPIENTS = [
  { fullName: 'Lee Label', email: 'lee.label@recipient.example', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
  { fullName: 'Kim Courier', email: 'kim.courier@recipient.example', suburb: 'Fremantle', state: 'WA', postcode: '6160' },
]

/** Two requested shipments of one unit each from the demo customer's stock, to recipients of their own. */
const requestTwoShipments = async (request: APIRequestContext): Promise<number[]> => {
  const { token } = await tokenOf(request, 'customers', CUSTOMER)
  const headers = { authorization: `JWT ${token}` }
  const stock = await request.get(
    '/payload-api/inventory-items?where[quantityAvailable][greater_than_equal]=2&sort=-quantityAvailable&limit=1&depth=0',
    {
      headers,
    },
  )
  expect(stock.ok(), await stock.text()).toBe(true)
  const [item] = (await stock.json()).docs as { id: number }[]
  expect(item, 'an inventory item of the demo customer with two units available').toBeDefined()
  const ids: number[] = []
  for (const recipient of RECIPIENTS) {
    const made = await request.post('/payload-api/recipients', { headers, data: { ...recipient, address1: '9 Parcel Lane', country: 'AU' } })
    expect(made.status(), await made.text()).toBe(201)
    const shipment = await request.post('/payload-api/shipments', {
      headers,
      data: { recipient: (await made.json()).doc.id, items: [{ inventoryItem: item!.id, quantity: 1 }] },
    })
    expect(shipment.status(), await shipment.text()).toBe(201)
    const { doc } = (await shipment.json()) as { doc: { id: number; status: string } }
    expect(doc.status).toBe('requested')
    ids.push(doc.id)
  }
  return ids
}

/** Opens the page of "To label" (50 a page, oldest first) that lists all of `ids`. */
const openPageListing = async (page: Page, ids: number[]) => {
  for (let listPage = 1; listPage <= 10; listPage += 1) {
    await page.goto(listPage === 1 ? '/admin/labels' : `/admin/labels?page=${listPage}`)
    await expect(page.getByRole('heading', { name: 'Labels', level: 1 })).toBeVisible()
    const found = await Promise.all(ids.map((id) => page.getByTestId(`label-row-${id}`).count()))
    if (found.every((count) => count > 0)) return
    if (found.some((count) => count > 0)) throw new Error(`Shipments ${ids.join(' and ')} fell on two pages of To label; run the journey again.`)
  }
  throw new Error(`Shipments ${ids.join(' and ')} are on none of the first ten pages of To label`)
}

test('staff buy two labels, print them as one PDF and manifest the day’s parcels', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  const ids = await requestTwoShipments(request)

  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToAdmin(page)
  await expect(page.getByRole('link', { name: 'Labels', exact: true })).toHaveAttribute('href', '/admin/labels')
  await openPageListing(page, ids)
  await expect(page.getByRole('link', { name: /^To label \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
  const rows = ids.map((id) => page.getByTestId(`label-row-${id}`))
  for (const row of rows) await expect(row.getByText('No label', { exact: true })).toBeVisible()

  // Nothing selected: printing says why it cannot.
  await expect(page.getByRole('button', { name: 'Print labels' })).toBeDisabled()
  await expect(page.getByText('Print labels: Select shipments with labels to print them.')).toBeVisible()

  // The first one's quotes, ranked as a purchase would try them.
  await page.getByRole('button', { name: `Quotes for shipment #${ids[0]}` }).click()
  const quotes = page.getByRole('table', { name: new RegExp(`^Quotes for shipment #${ids[0]}`) })
  await expect(
    quotes
      .getByRole('row')
      .filter({ hasText: /\$\d+\.\d{2}/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  await expect(quotes.getByRole('button', { name: /^Buy this: / }).first()).toBeEnabled()
  await page.getByRole('button', { name: `Hide quotes for shipment #${ids[0]}` }).click()

  for (const id of ids) await page.getByRole('checkbox', { name: `Select shipment #${id}` }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await expect(page.getByText('Print labels: None of the selected shipments has a label yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Buy labels (2)' }).click()
  await expect(page.getByText('Bought 2 of 2 labels.')).toBeVisible({ timeout: 60_000 })
  const carriers = new Set<string>()
  for (const row of rows) {
    await expect(row.getByText('Bought', { exact: true })).toBeVisible()
    await expect(row.getByTestId('tracking-number')).toHaveText(/^\S{4,}$/)
    const service = (await row.getByTestId('service').textContent()) ?? ''
    expect(service).toMatch(/^(Australia Post|Shippit) · \S/)
    carriers.add(service.split(' · ')[0]!)
  }
  await shot(page, 'shipping-labels')

  // Both labels as one PDF, opened in a new tab.
  const [printed] = await Promise.all([
    context.waitForEvent('request', (asked) => asked.url().includes('/payload-api/shipping-labels/print')),
    page.getByRole('button', { name: 'Print labels (2)' }).click(),
  ])
  const byNumber = (a: number, b: number) => a - b
  expect(new URL(printed.url()).searchParams.get('shipments')?.split(',').map(Number).sort(byNumber)).toEqual([...ids].sort(byNumber))
  const pdf = await page.request.get(printed.url())
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  for (const opened of context.pages()) if (opened !== page) await opened.close()

  // Today's manifest of each carrier the labels were bought with.
  for (const carrier of carriers) {
    const manifest = page.getByRole('button', { name: new RegExp(`^Manifest today’s ${carrier} parcels \\(\\d+\\)$`) })
    await expect(manifest).toBeEnabled()
    await manifest.click()
    const confirm = page.getByRole('group', { name: `Confirm the ${carrier} manifest` })
    await confirm.getByRole('button', { name: /^Yes, manifest \d+ parcels?$/ }).click()
    await expect(page.getByText(new RegExp(`^\\d+ ${carrier} parcels? manifested as .+\\.$`))).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: `Manifest today’s ${carrier} parcels (0)` })).toBeDisabled()
  }

  // Labelled, newest first: both are there, manifested.
  await page.getByRole('link', { name: /^Labelled \(\d+\)$/ }).click()
  await expect(page.getByRole('link', { name: /^Labelled \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
  for (const row of rows) {
    await expect(row.getByText('Bought', { exact: true })).toBeVisible()
    await expect(row.getByTestId('manifest')).toHaveText(/^Manifested/)
  }
  await shot(page, 'shipping-labels-labelled')
})
