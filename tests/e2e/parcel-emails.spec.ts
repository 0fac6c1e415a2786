import { expect, test } from './journey'
import { screenshotAtBothWidths } from './screenshots'

/**
 * The demo customer (their company's owner) sees where the last 90 days' parcels went on the
 * shipments page, and chooses who is emailed as parcels move.
 */
const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/payload-api/customers/login', { data: CUSTOMER })).ok()).toBe(true)
})

test('the shipments page maps the last 90 days of deliveries and leads to the parcel emails', async ({ page }) => {
  await page.goto('/dashboard/shipments')
  const map = page.getByRole('region', { name: 'Deliveries in the last 90 days' })
  await expect(map).toBeVisible()
  await expect(map.getByText(/sent to \d+ states? (and|or) territor/)).toBeVisible()
  await expect(map.getByRole('link', { name: 'Delivery insights' })).toHaveAttribute('href', /\/dashboard\/insights\?from=\d{4}-\d{2}-\d{2}&to=/)
  await screenshotAtBothWidths(page, 'dashboard-shipments-with-map')

  await page.getByRole('link', { name: 'Parcel emails' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel emails' })).toBeVisible()
  await screenshotAtBothWidths(page, 'dashboard-parcel-emails')
})

test('an owner chooses who is emailed at each moment, and the choice stays', async ({ page }) => {
  await page.goto('/dashboard/shipments/emails')
  const onItsWay = page.getByRole('checkbox', { name: 'Email the recipient: on its way' })
  const delivered = page.getByRole('checkbox', { name: 'Email the requester: delivered' })
  await expect(onItsWay).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Email the recipient: delivered' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Email the recipient: came back/ }), 'a recipient never hears of a return').toHaveCount(0)

  await onItsWay.check()
  await delivered.check()
  await page.getByRole('button', { name: 'Save parcel emails' }).click()
  await expect(page.getByText('Saved. Parcels from now on email as chosen.')).toBeVisible()
  await page.reload()
  await expect(onItsWay).toBeChecked()
  await expect(delivered).toBeChecked()

  // Back as the demo was, for the journeys after this one.
  await onItsWay.uncheck()
  await delivered.uncheck()
  await page.getByRole('button', { name: 'Save parcel emails' }).click()
  await expect(page.getByText('Saved. Parcels from now on email as chosen.')).toBeVisible()
})
