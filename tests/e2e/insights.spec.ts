import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { expect, test } from './journey'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * The demo customer, owner of Harbour & Co., opens Insights: the last 365 days' spend (the demo's
 * orders and shipments) over time and by category, project and team, the warehouse's stock, where
 * its parcels went and how long they took, and its recipient links (none yet).
 * A chart opens as a table and downloads as CSV; a period of ten years is refused beside its field;
 * the page prints as a report without the dashboard's navigation. With E2E_SCREENSHOTS=1 the page
 * is saved at 390 and 1280 px, and the printed PDF's pages as pictures.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

test('charts spend and stock, opens a table, downloads a CSV and prints a report', async ({ page }) => {
  test.setTimeout(120_000)
  expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
  await page.goto('/dashboard/insights')
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Last 365 days' })).toHaveAttribute('aria-current', 'true')

  const overTime = page.getByRole('region', { name: 'Spend over time' })
  await expect(overTime.getByText(/^\$[\d,]+\.\d{2} spent from /)).toBeVisible()
  await overTime.getByText('Show as a table').click()
  const months = overTime.getByRole('table', { name: 'Spend over time' })
  await expect(months).toBeVisible()
  // A header, then a row a month: twelve, or thirteen when the 365 days start mid-month.
  expect(await months.getByRole('row').count()).toBeGreaterThanOrEqual(13)
  await expect(page.getByRole('region', { name: 'Stock on hand' }).getByText(/units? worth \$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Idle stock' })).toBeVisible()
  // Five parcels left the warehouse (src/seed/parcels.ts), one to each of Queensland, New South Wales, the ACT,
  // Tasmania and Western Australia; the one delivered took three days.
  const parcels = page.getByRole('region', { name: 'Parcels by state' })
  await expect(parcels.getByText('5 parcels sent to 5 states and territories.')).toBeVisible()
  await parcels.getByText('Show as a table').click()
  await expect(parcels.getByRole('row', { name: /Queensland 1/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Delivery times' }).getByText('The one parcel delivered arrived within 3 days.')).toBeVisible()
  // The demo company has sent no recipient links yet: both cards say so rather than draw nothing.
  await expect(page.getByRole('region', { name: 'Recipient link answers' }).getByText('0 answers in the period.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Size curve' }).getByText('No sizes were chosen in this period.')).toBeVisible()

  // A chart's CSV holds the same figures, money as plain decimals.
  const byCategory = page.getByRole('region', { name: 'Spend by category' })
  const [download] = await Promise.all([page.waitForEvent('download'), byCategory.getByRole('link', { name: 'CSV of spend by category' }).click()])
  expect(download.suggestedFilename()).toMatch(/^swagly-spend-by-category-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n')
  expect(csv[0]).toBe('Category,Spend incl. GST (AUD)')
  expect(csv[1]).toMatch(/^.+,\d+\.\d{2}$/)
  await shot(page, 'insights')

  // The page prints as a report: the charts, without navigation, picker or buttons.
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/insights-report.pdf', pdf)
  const text = execFileSync('pdftotext', ['-layout', 'test-results/insights-report.pdf', '-']).toString()
  expect(text).toContain('Spend over time')
  expect(text).toContain('Stock on hand')
  expect(text).not.toContain('Start a new project')
  expect(text).not.toContain('Show period')
  if (process.env.E2E_SCREENSHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', 'test-results/insights-report.pdf', 'screenshots/insights-report'])

  // Ten years is more than a chart by month holds: refused beside the field, the page still shows a year.
  await page.getByLabel('First day').fill('2016-07-01')
  await page.getByLabel('Last day').fill('2026-06-30')
  await page.getByRole('button', { name: 'Show period' }).click()
  await expect(page.getByText('Choose at most three years, so each month still gets its own bar.')).toBeVisible()
  await expect(page.getByText('That period can’t be shown')).toBeVisible()
  await page.getByRole('link', { name: 'Last 30 days' }).click()
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'true')
  await expect(
    page
      .getByRole('region', { name: 'Spend over time' })
      .getByText(/Week of|spent from|Nothing was spent/)
      .first(),
  ).toBeVisible()
})
