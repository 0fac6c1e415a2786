import { readFileSync } from 'node:fs'

import { expect, test } from './journey'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * The demo customer, owner of Harbour & Co., opens Accounting: the demo's tax invoice (Conference
 * Essentials, paid on account) is in this financial year's figures; the Xero bills file downloads
 * with the invoice's lines; a malformed MYOB account comes back named; Xero connects through its
 * stand-in (serve.ts) and "send this period" brings the bill and its payment across; disconnecting
 * asks first. With E2E_SCREENSHOTS=1 the page is saved at 390 and 1280 px, before and after connecting.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

test('shows the period, downloads the Xero file, connects Xero and sends the period', async ({ page }) => {
  test.setTimeout(180_000)
  expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
  await page.goto('/dashboard/accounting')
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Accounting' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'This financial year' })).toHaveAttribute('aria-current', 'true')
  const invoices = page.getByRole('table', { name: 'Tax invoices issued in the period' })
  const row = invoices.getByRole('row').filter({ hasText: 'Conference Essentials' })
  await expect(row).toHaveCount(1)
  await expect(row.getByText(/^Paid /)).toBeVisible()
  const number = (await row.getByRole('cell').first().locator('span').first().textContent())!.trim()
  expect(number).toMatch(/^INV-\d{6}$/)
  await shot(page, 'accounting')

  // The Xero file holds the invoice's lines, ready for Xero's bill import.
  const xeroForm = page.getByRole('form', { name: 'Bills (Xero)' })
  const [download] = await Promise.all([page.waitForEvent('download'), xeroForm.getByRole('button', { name: 'Download .csv' }).click()])
  expect(download.suggestedFilename()).toMatch(/^swagly-xero-bills-\d{4}-07-01-to-\d{4}-06-30\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toContain('*ContactName,EmailAddress')
  expect(csv).toContain(number)
  expect(csv).toContain('GST on Expenses')

  // A MYOB account number that isn't one comes back to the page, named beside its field.
  const myobForm = page.getByRole('form', { name: 'Service purchases (MYOB)' })
  await myobForm.getByLabel('Expense account number').fill('400')
  await myobForm.getByRole('button', { name: 'Download .txt' }).click()
  await expect(page.getByRole('form', { name: 'Service purchases (MYOB)' }).getByText('Enter a MYOB account number such as 6-1100.')).toBeVisible()

  // Connecting goes through Xero's consent page (the stand-in consents at once) and back.
  await page.getByRole('link', { name: 'Connect Xero' }).click()
  await expect(page.getByText('Xero is connected to Harbour & Co. (Xero stand-in)')).toBeVisible()
  const panel = page.getByRole('region', { name: 'Sync with Xero' })
  await expect(panel.getByText('Connected to Harbour & Co. (Xero stand-in)')).toBeVisible()
  await panel.getByRole('button', { name: 'Send this period to Xero' }).click()
  await expect(panel.getByText('Sending to Xero: 2 bills and payments.')).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('region', { name: 'Sync with Xero' }).getByText('Synced').locator('..')).toContainText('2')
  }).toPass({ timeout: 30_000 })
  await shot(page, 'accounting-xero')

  // Disconnecting asks first; the panel then offers to connect again.
  await page.getByRole('region', { name: 'Sync with Xero' }).getByRole('button', { name: 'Disconnect' }).click()
  const dialog = page.getByRole('dialog', { name: 'Disconnect Harbour & Co. (Xero stand-in)?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('region', { name: 'Sync with Xero' }).getByRole('link', { name: 'Connect Xero' })).toBeVisible()
})
