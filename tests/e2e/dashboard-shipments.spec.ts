import { mkdirSync } from 'node:fs'

import { type Locator, type Page } from '@playwright/test'
import { expect, screenNow, test } from './journey'

/**
 * The demo customer sends stock from the warehouse: picks inventory, creates a shipment to a new
 * recipient and to recipients imported from a CSV file, and sees the list and the stock change.
 * With E2E_SCREENSHOTS=1 each screen is also saved at 390 and 1280 px into screenshots/.
 */

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }
const MUG = 'Ceramic Café Mug 350 ml — Black'
const TEE = 'Classic Cotton Tee — Navy'
const TEE_M = `${TEE}, Men’s / Unisex Medium`

const shot = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync('screenshots', { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `screenshots/dashboard-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Signs in through the auth API from the page, so the browser holds the session cookie. */
const logIn = async (page: Page) => {
  const response = await page.request.post('/payload-api/customers/login', { data: CUSTOMER })
  expect(response.ok()).toBe(true)
}

const availableOf = (page: Page, product: string, variant: string) =>
  page
    .getByRole('list', { name: `${product} stock` })
    .getByRole('listitem')
    .filter({ hasText: variant })
    .getByTestId('available')

const addToShipment = async (page: Page, label: string, quantity: number) => {
  await page.getByLabel(`Quantity of ${label} to add`).fill(String(quantity))
  await page.getByRole('button', { name: `Add ${label} to shipment` }).click()
}

test.beforeEach(async ({ page }) => {
  await logIn(page)
})

test('picks stock, ships it to a new recipient, and sees the shipment and the lower stock', async ({ page }) => {
  await page.goto('/dashboard/inventory')
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  const mugBefore = Number(await availableOf(page, MUG, 'One size').textContent())
  const teeBefore = Number(await availableOf(page, TEE, 'Medium').textContent())
  expect(mugBefore).toBeGreaterThan(3)
  await shot(page, 'inventory')

  await addToShipment(page, `${MUG}, One size`, 3)
  await expect(page.getByTestId('create-shipment-link')).toHaveText(/Create shipment \(1\)/)
  await addToShipment(page, TEE_M, 2)
  await expect(page.getByTestId('create-shipment-link')).toHaveText(/Create shipment \(2\)/)

  // The selection survives a reload (it lives in the browser until a shipment is created).
  await page.reload()
  await expect(page.getByTestId('create-shipment-link')).toHaveText(/Create shipment \(2\)/)
  await page.getByTestId('create-shipment-link').click()

  await expect(page).toHaveURL(/\/dashboard\/shipments\/create$/)
  await expect(page.getByRole('heading', { name: 'What to send' })).toBeVisible()
  const mugQuantity = page.getByLabel(`Quantity of ${MUG}`)
  await expect(mugQuantity).toHaveValue('3')
  // Never more than is available.
  await mugQuantity.fill('9999')
  await expect(mugQuantity).toHaveValue(String(mugBefore))
  await mugQuantity.fill('3')
  await page.getByRole('button', { name: `One more ${TEE}` }).click()
  await expect(page.getByLabel(/Quantity of Classic Cotton Tee/)).toHaveValue('3')
  await expect(page.getByText('Checking stock…')).toHaveCount(0)
  await shot(page, 'create-items')

  await page.getByRole('button', { name: 'Choose recipients' }).click()
  await expect(page.getByRole('heading', { name: 'Who gets it' })).toBeVisible()
  await shot(page, 'create-recipients-book')
  await page.getByRole('tab', { name: 'New address' }).click()
  const name = `Avery Quinn ${Date.now()}`
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Company (optional)').fill('Harbour & Co.')
  await page.getByLabel('Street address').fill('100 Harris Street')
  await page.getByLabel('Suburb').fill('Pyrmont')
  await page.getByLabel('State').selectOption('NSW')
  await page.getByLabel('Postcode').fill('3000')
  await page.getByRole('button', { name: 'Save and choose this recipient' }).click()
  await expect(page.getByText('Postcode 3000 is not in NSW.')).toBeVisible()
  await shot(page, 'create-recipients-new')
  await page.getByLabel('Postcode').fill('2009')
  await page.getByRole('button', { name: 'Save and choose this recipient' }).click()
  await expect(page.getByText(`${name} is in your address book and chosen for this shipment.`)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked()

  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Check and request' })).toBeVisible()
  await expect(page.getByText('100 Harris Street, Pyrmont NSW 2009, Australia')).toBeVisible()
  await shot(page, 'create-review')
  await page.getByRole('button', { name: 'Request shipment' }).click()

  await expect(page).toHaveURL(/\/dashboard\/shipments\?created=1$/)
  await expect(page.getByText('Shipment requested.')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await expect(card.getByText('Requested', { exact: true })).toBeVisible()
  await expect(card.getByText(MUG)).toBeVisible()
  await expect(page.getByTestId('create-shipment-link')).toHaveText(/Create shipment \(0\)/)
  await shot(page, 'shipments')

  await page.goto('/dashboard/inventory')
  await expect(availableOf(page, MUG, 'One size')).toHaveText(String(mugBefore - 3))
  await expect(availableOf(page, TEE, 'Medium')).toHaveText(String(teeBefore - 3))
})

test('imports recipients from a CSV with a bad row, then sends one shipment to each good one', async ({ page }) => {
  const stamp = Date.now()
  await page.goto('/dashboard/inventory')
  const mugBefore = Number(await availableOf(page, MUG, 'One size').textContent())
  await addToShipment(page, `${MUG}, One size`, 1)
  await page.getByTestId('create-shipment-link').click()
  await page.getByRole('button', { name: 'Choose recipients' }).click()
  await page.getByRole('tab', { name: 'Import CSV' }).click()
  const template = await page.request.get('/dashboard/shipments/recipients-template.csv')
  expect((await template.text()).split('\n')[0]).toContain('Full name')

  const csv = [
    'Full name,Company,Email,Address line 1,Suburb,State,Postcode,Country',
    `Casey Import ${stamp},Harbour & Co.,casey@example.com,1 George Street,Sydney,NSW,2000,Australia`,
    `Drew Broken ${stamp},,,2 Pitt Street,Sydney,NSW,9999,`,
    `Emery Import ${stamp},,,12 Queen Street,Auckland,,1010,New Zealand`,
  ].join('\n')
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import recipients' }).click()
  const report = page.getByTestId('csv-report')
  await expect(report.getByText('2 recipients imported and chosen for this shipment.')).toBeVisible()
  await expect(report.getByText('Row 3: Postcode 9999 is not in NSW.')).toBeVisible()
  await shot(page, 'create-recipients-csv')

  await page.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(page.getByText('Going to 2 recipients, one shipment each')).toBeVisible()
  await expect(page.getByText(`Casey Import ${stamp}`)).toBeVisible()
  await expect(page.getByText(`Emery Import ${stamp}`)).toBeVisible()
  await expect(page.getByText(`Drew Broken ${stamp}`)).toHaveCount(0)
  await page.getByRole('button', { name: 'Request 2 shipments' }).click()

  await expect(page).toHaveURL(/\/dashboard\/shipments\?created=2$/)
  await expect(page.getByText('2 shipments requested.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: `Casey Import ${stamp}` })).toHaveCount(1)
  await expect(page.getByRole('listitem').filter({ hasText: `Emery Import ${stamp}` })).toHaveCount(1)
  await page.goto('/dashboard/inventory')
  await expect(availableOf(page, MUG, 'One size')).toHaveText(String(mugBefore - 2))

  // Cancelling one asks first: Escape keeps it and gives the focus back to its button.
  await page.goto('/dashboard/shipments')
  const emery = page.getByRole('listitem').filter({ hasText: `Emery Import ${stamp}` })
  const cancel = emery.getByRole('button', { name: 'Cancel shipment' })
  await cancel.click()
  const dialog = page.getByRole('dialog', { name: `Cancel the shipment to Emery Import ${stamp}?` })
  await expect(dialog).toContainText('Its items go back into your inventory straight away.')
  await shot(page, 'shipment-cancel-dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cancel).toBeFocused()
  await cancel.click()
  await dialog.getByRole('button', { name: 'Cancel shipment' }).click()
  await expect(dialog).toBeHidden()
  await expect(emery.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(emery.getByRole('button', { name: 'Cancel shipment' })).toHaveCount(0)
  await page.goto('/dashboard/inventory')
  await expect(availableOf(page, MUG, 'One size')).toHaveText(String(mugBefore - 1))
})

test('an empty selection explains where to pick stock', async ({ page }) => {
  await page.goto('/dashboard/shipments/create')
  await expect(page.getByRole('heading', { name: 'Nothing picked to ship yet' })).toBeVisible()
  await shot(page, 'create-empty')
})

/** Whether the element lies wholly within the row, horizontally: a tab cut off at the row's edge does not. */
const whollyInside = async (element: Locator, row: Locator) => {
  const [box, rowBox] = await Promise.all([element.boundingBox(), row.boundingBox()])
  return Boolean(box && rowBox && box.x >= rowBox.x - 1 && box.x + box.width <= rowBox.x + rowBox.width + 1)
}

test('at 390 px the dashboard tabs fade where more are hidden and bring the current one into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/dashboard/projects')
  const tabs = page.getByRole('navigation', { name: 'Dashboard' })
  const account = tabs.getByRole('link', { name: 'Account', exact: true })
  await expect(tabs).toHaveAttribute('data-hidden-end', 'true')
  await expect(tabs).toHaveAttribute('data-hidden-start', 'false')
  await expect(tabs).toHaveCSS('mask-image', /linear-gradient/)
  expect(await whollyInside(account, tabs)).toBe(false)
  await screenNow(page, 'dashboard-projects-tabs')

  // Opened directly, the last section's tab is scrolled into view and the fade moves to the start.
  await page.goto('/dashboard/account-settings')
  await expect(account).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => whollyInside(account, tabs)).toBe(true)
  await expect(tabs).toHaveAttribute('data-hidden-start', 'true')
  await expect(tabs).toHaveAttribute('data-hidden-end', 'false')
  await screenNow(page, 'dashboard-account-settings-tabs')
})

test('at 1280 px every dashboard section is in the sidebar', async ({ page }) => {
  await page.goto('/dashboard/projects')
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(sidebar).toHaveCount(1)
  for (const section of ['Projects', 'Orders', 'Inventory', 'Shipments', 'Members', 'Accounting', 'Account']) {
    await expect(sidebar.getByRole('link', { name: section, exact: true })).toBeInViewport()
  }
})

for (const width of [390, 1280]) {
  test(`inventory pins "Create shipment (n items)" to the foot of the screen while stock is picked (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/dashboard/inventory')
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
    const bar = page.locator('[data-sticky-bar]')
    const createShipment = page.getByRole('link', { name: /^Create shipment \(\d+ items?\)/ })
    await expect(createShipment).toHaveCount(0)

    await addToShipment(page, `${MUG}, One size`, 2)
    await expect(createShipment).toHaveText('Create shipment (1 item)')
    await addToShipment(page, TEE_M, 1)
    await expect(createShipment).toHaveText('Create shipment (2 items)')

    // Scrolled to the end, the bar is on screen at the foot, and the page ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(createShipment).toBeInViewport()
    await expect
      .poll(async () => {
        const [barBox, mainBox] = await Promise.all([bar.boundingBox(), page.locator('main#main').boundingBox()])
        return barBox && mainBox ? { pinned: Math.round(barBox.y + barBox.height), clear: mainBox.y + mainBox.height <= barBox.y } : null
      })
      .toEqual({ pinned: 900, clear: true })
    await screenNow(page, 'dashboard-inventory-picked-end')

    await createShipment.click()
    await expect(page).toHaveURL(/\/dashboard\/shipments\/create$/)

    // Once the selection is empty again the bar goes away (cleared where no stock check writes it back).
    await page.goto('/dashboard/inventory')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
    await expect(page.getByTestId('create-shipment-link')).toHaveText(/Create shipment \(0\)/)
    await expect(createShipment).toHaveCount(0)
  })
}
