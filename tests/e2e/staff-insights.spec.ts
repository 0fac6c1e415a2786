import { readFileSync } from 'node:fs'

import { logInToAdmin } from './admin'
import { expect, test } from './journey'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * Staff open Insights (linked from the admin's navigation): revenue, the pipeline, production and the stock
 * held for customers over the demo's last 365 days; a figure opens as a table and downloads as
 * CSV; a backwards period is refused in words. With E2E_SCREENSHOTS=1 the page is saved at 390
 * and 1280 px.
 */
test('staff read the business at a glance, open a table and download a CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToAdmin(page)
  await expect(page.getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('href', '/admin/insights')
  await page.goto('/admin/insights')
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Last 365 days' })).toHaveAttribute('aria-current', 'true')

  const revenue = page.getByRole('region', { name: 'Revenue over time' })
  await expect(revenue.getByText(/^\$[\d,]+\.\d{2} before GST from orders and postage in the period\.$/)).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Revenue by customer' })
      .getByText(/Harbour & Co\./)
      .first(),
  ).toBeAttached()
  const held = page.getByRole('region', { name: 'Stock held for customers' })
  await expect(held.getByRole('table', { name: 'Stock held for customers' })).toBeVisible()
  await expect(held.getByText(/units? held for \d+ customers? now\./)).toBeVisible()

  const pipeline = page.getByRole('region', { name: 'Pipeline: enquiry to proposal to paid' })
  await pipeline.getByText('Show as a table').click()
  await expect(pipeline.getByRole('row', { name: /^Received/ })).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), revenue.getByRole('link', { name: 'CSV of revenue over time' }).click()])
  expect(download.suggestedFilename()).toMatch(/^swagly-staff-revenue-over-time-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
  expect(csv[0]).toBe('Step,First day,Last day,Revenue before GST (AUD)')
  await shot(page, 'staff-insights')

  await page.getByLabel('First day').fill('2026-06-30')
  await page.getByLabel('Last day').fill('2026-06-01')
  await page.getByRole('button', { name: 'Show period' }).click()
  await expect(page.getByRole('alert')).toContainText('The last day comes before the first.')
})
