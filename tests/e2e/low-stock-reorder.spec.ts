import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'
import { expect, test } from './journey'

/**
 * The demo customer sets a low-stock alert on an item, sees the badge and the days of cover, and
 * reorders (from the inventory at 1280 px, from the order at 390 px): a double click makes one
 * project, which opens and is listed in Projects. Screenshots go to E2E_SHOTS_DIR when it is set.
 */

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

const CASES = [
  {
    width: 1280,
    product: 'Classic Cotton Tee — Navy',
    variant: 'Medium',
    label: 'Classic Cotton Tee — Navy, Men’s / Unisex Medium',
    order: 'Conference Essentials',
    from: 'inventory',
  },
  {
    width: 390,
    product: 'Ceramic Café Mug 350 ml — Black',
    variant: 'One size',
    label: 'Ceramic Café Mug 350 ml — Black, One size',
    order: 'Christmas Party 2025',
    from: 'order',
  },
] as const

for (const journey of CASES) {
  test(`at ${journey.width} px: a low-stock alert shows its badge and cover, and a reorder becomes one project`, async ({ page }) => {
    await page.setViewportSize({ width: journey.width, height: 900 })
    const login = await page.request.post('/payload-api/customers/login', { data: CUSTOMER })
    expect(login.ok()).toBe(true)

    await page.goto('/dashboard/inventory')
    const row = page
      .getByRole('list', { name: `${journey.product} stock` })
      .getByRole('listitem')
      .filter({ hasText: journey.variant })
      .first()
    await expect(row.getByTestId('days-of-cover')).toHaveText(/days? of cover|No shipments in 90 days/)
    await expect(row.getByTestId('low-stock-badge')).toHaveCount(0)
    const available = Number(await row.getByTestId('available').textContent())

    // A threshold past the limit is refused by the server in plain words; one above the stock shows the badge.
    await row.getByRole('button', { name: `Set a low-stock alert for ${journey.label}` }).click()
    const threshold = row.getByLabel('Email me when fewer than this many are left')
    await expect(threshold).toBeFocused()
    await threshold.fill('2000000')
    await row.getByRole('button', { name: 'Save' }).click()
    await expect(row.getByRole('alert')).toHaveText(/whole number from 1/)
    await threshold.fill(String(available + 5))
    await threshold.press('Enter')
    await expect(row.getByTestId('low-stock-badge')).toHaveText('Low stock')
    await expect(row.getByRole('button', { name: new RegExp(`below ${available + 5}\. Change`) })).toBeVisible()
    await shot(page, `inventory-${journey.from}`)

    if (journey.from === 'inventory') {
      await page.getByRole('button', { name: `Reorder ${journey.product}` }).click()
    } else {
      await page.goto('/dashboard/orders?status=completed')
      await page.getByRole('link', { name: journey.order }).first().click()
      await expect(page.getByRole('heading', { name: journey.order, level: 1 })).toBeVisible()
      await page.getByRole('button', { name: `Reorder ${journey.order}` }).click()
    }
    const dialog = page.getByRole('dialog', { name: /^Reorder / })
    await expect(dialog).toContainText('same products, decoration, artwork and size split')
    await dialog.getByRole('button', { name: 'Create reorder' }).dblclick()

    await expect(page).toHaveURL(/\/dashboard\/projects\/\d+$/)
    await expect(page.getByRole('heading', { name: `Reorder: ${journey.order}`, level: 1 })).toBeVisible()
    await expect(page.getByText(journey.product).first()).toBeVisible()
    await shot(page, `reorder-project-${journey.from}`)

    await page.goto('/dashboard/projects')
    await expect(page.getByRole('link', { name: new RegExp(`Reorder: ${journey.order}`) })).toHaveCount(1)
  })
}
