import { mkdirSync } from 'node:fs'

import { type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { logInToAdmin } from './admin'
import { expect, test } from './journey'

const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
// Where the journey leaves its screenshots of the drawer, the submit page and the admin, outside the repository.
const SHOTS = process.env.E2E_SHOTS_DIR

const shoot = async (page: Page, name: string, fullPage = false) => {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage })
}

const storedEnquiry = async (request: APIRequestContext, email: string) => {
  const login = await request.post('/payload-api/staff-members/login', { data: STAFF })
  const token = (await login.json()).token as string
  const response = await request.get(`/payload-api/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await response.json()).docs[0] as { id: number; status: string; items: { quantity: number | null }[]; estimate: { total: number } }
}

/** Whether the chosen option's text fits its closed select, which cannot wrap and cuts off the rest. */
const showsAllOfChoice = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const arrow = 20
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    return context.measureText(element.selectedOptions[0]!.text).width <= room
  })

/** Whether `inner` lies wholly inside `outer` across the page. */
const fitsInside = async (inner: Locator, outer: Locator) => {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  return a !== null && b !== null && a.x >= b.x && a.x + a.width <= b.x + b.width
}

const aud = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100)

for (const width of [390, 1280]) {
  test(`at ${width} px a buyer sees the estimate change with quantity and decoration, sends it, and staff see it`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    const email = `estimate-${width}-${Date.now()}@example.com`
    await page.goto('/products/classic-cotton-tee')
    await page.locator('label[title="Navy"]').click()
    await page.getByRole('button', { name: 'Add to enquiry' }).click()
    await expect(page.getByRole('button', { name: 'Added to enquiry' })).toBeVisible()

    await page.getByRole('button', { name: /your enquiry/i }).click()
    const drawer = page.getByRole('dialog', { name: 'Your enquiry' })
    const total = drawer.getByTestId('estimate-total')
    // "Not sure": 50 tees at the 50+ break, $16.20 each, open-ended, so "From".
    await expect(total).toHaveText('From $891.00')
    await expect(drawer.getByText('from 50', { exact: true })).toBeVisible()

    const decoration = drawer.getByLabel('Decoration for Classic Cotton Tee in Navy')
    await decoration.selectOption({ label: 'Screen print (+$1.80 each, $65.00 set-up fee)' })
    // The chosen decoration's fees are read in full, wrapped under the menu, never cut off.
    expect(await showsAllOfChoice(decoration)).toBe(true)
    const fees = drawer.locator('[data-decoration-fees]')
    await expect(fees).toHaveText('+$1.80 each, $65.00 set-up fee')
    expect(await fitsInside(fees, drawer)).toBe(true)
    await expect(decoration).toHaveAccessibleDescription('+$1.80 each, $65.00 set-up fee')
    // 50 × ($16.20 + $1.80) + $65.00 set-up = $965.00, plus GST $96.50.
    await expect(total).toHaveText('From $1,061.50')
    await expect(drawer.getByText('Set-up: Screen print')).toBeVisible()
    await expect(drawer.locator('[aria-live="polite"]')).toContainText('From $1,061.50')

    const exact = drawer.getByLabel('Exact quantity of Classic Cotton Tee in Navy')
    await exact.fill('0')
    await expect(drawer.getByText('The quantity must be at least 1.')).toBeVisible()
    await expect(exact).toHaveAttribute('aria-invalid', 'true')
    await exact.fill('120')
    // 120 × ($14.50 + $1.80) + $65.00 = $2,021.00, plus GST $202.10: an exact number, no "From".
    await expect(total).toHaveText('$2,223.10')
    await expect(drawer.getByText('100+ price', { exact: false })).toBeVisible()
    await shoot(page, 'drawer')

    await drawer.getByRole('link', { name: 'Continue to your details' }).click()
    await expect(page.getByRole('heading', { name: 'Tell us about your order' })).toBeVisible()
    // The closed drawer keeps its copy out of sight; the page's own is in the main content.
    const main = page.getByRole('main')
    await expect(main.getByRole('region', { name: 'Estimate' }).getByTestId('estimate-total')).toHaveText('$2,223.10')
    await expect(main.getByLabel('Exact quantity of Classic Cotton Tee in Navy')).toHaveValue('120')
    expect(await showsAllOfChoice(main.getByLabel('Decoration for Classic Cotton Tee in Navy'))).toBe(true)
    await expect(main.locator('[data-decoration-fees]')).toHaveText('+$1.80 each, $65.00 set-up fee')
    if (width === 1280) {
      // The estimate's column has room for its item, quantity and amount columns side by side.
      const estimate = main.getByRole('region', { name: 'Estimate' })
      expect((await estimate.boundingBox())!.width).toBeGreaterThanOrEqual(420)
    }
    await shoot(page, 'submit-page', true)

    await page.getByLabel('Email').fill(email)
    await page.getByText('An event').click()
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('heading', { name: /your enquiry is in/i })).toBeVisible()

    const stored = await storedEnquiry(request, email)
    expect(stored.status).toBe('submitted')
    expect(stored.items[0]!.quantity).toBe(120)
    expect(aud(stored.estimate.total)).toBe('$2,223.10')

    // Staff open the enquiry in the admin and read the same estimate.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const admin = await staffContext.newPage()
    await logInToAdmin(admin)
    await admin.goto(`/admin/collections/enquiries/${stored.id}`)
    await expect(admin.getByRole('heading', { name: 'Estimate shown to the buyer' })).toBeVisible()
    const table = admin.locator('table').filter({ hasText: 'Total (inc GST)' })
    await expect(table).toContainText('Classic Cotton Tee — Navy')
    await expect(table).toContainText('$2,223.10')
    await expect(table).toContainText('$65.00')
    if (width === 1280) {
      await table.scrollIntoViewIfNeeded()
      await shoot(admin, 'admin-enquiry')
    }
    await staffContext.close()
  })
}
