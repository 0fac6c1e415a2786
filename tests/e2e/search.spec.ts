import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './journey'

/**
 * Product search as a shopper uses it, at phone and desktop widths: the header box and its
 * suggestions by keyboard, the results page with the category filter and sort, an empty result.
 * With E2E_SCREENSHOTS=1 each screen is also saved into screenshots/.
 */
type DataLayerEvent = { event: string; data: Record<string, any> }

const searchEvents = async (page: Page) =>
  ((await page.evaluate(() => (window as any).dataLayer ?? [])) as DataLayerEvent[]).filter((entry) => entry.event === 'search')

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' })

/**
 * Presses `key` until the header's search box has the cursor, and returns the box: the shortcut is
 * listened for once the page has hydrated, which a cached page's load event can precede.
 */
const searchByShortcut = async (page: Page, key: string) => {
  const box = headerSearch(page)
  await expect(async () => {
    // Once the box has the cursor a second `/` would be typed into it.
    if (!(await box.evaluate((input) => input === document.activeElement))) await page.keyboard.press(key)
    await expect(box).toBeFocused({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  return box
}

const shot = async (page: Page, name: string, width: number) => {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync('screenshots', { recursive: true })
  // Cards' images load lazily: give them a moment, not forever.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await page.waitForTimeout(300)
  await page.screenshot({ path: `screenshots/search-${name}-${width}.png` })
}

/** Serious or critical accessibility problems axe finds inside `selector`. */
const seriousViolations = async (page: Page, selector: string) => {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

for (const width of [390, 1280]) {
  test.describe(`search at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('typing suggests products and categories, and the arrow keys and Enter open one', async ({ page }) => {
      await page.goto('/products/classic-cotton-tee')
      const box = await searchByShortcut(page, '/')
      await box.pressSequentially('hodie', { delay: 40 })

      const list = page.getByRole('listbox', { name: 'Search suggestions' })
      await expect(list).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const hoodie = list.getByRole('option', { name: /Heavyweight Hoodie/ })
      await expect(hoodie).toBeVisible()
      await expect(hoodie).toContainText(/from \$\d/)
      await expect(list.getByRole('option', { name: /See all \d+ results for “hodie”/ })).toBeVisible()
      await shot(page, 'suggestions', width)
      expect(await seriousViolations(page, 'header form[role="search"]')).toEqual([])

      // Down to the first product, then Enter opens it.
      const options = list.getByRole('option')
      const products = list.getByRole('group', { name: 'Products' }).getByRole('option')
      const firstProductIndex = (await options.allTextContents()).indexOf((await products.first().textContent()) ?? '')
      for (let step = 0; step <= firstProductIndex; step++) await box.press('ArrowDown')
      const chosen = products.first()
      await expect(chosen).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!)
      const chosenTitle = ((await chosen.textContent()) ?? '').replace(/from \$[\d.,]+$/, '')
      await box.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosenTitle)
      await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/)
    })

    test('a category is suggested too, and Escape closes the list', async ({ page }) => {
      await page.goto('/')
      const box = headerSearch(page)
      await box.click()
      await box.pressSequentially('bags', { delay: 40 })
      const list = page.getByRole('listbox', { name: 'Search suggestions' })
      await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: /Bags/ })).toBeVisible()
      await box.press('Escape')
      await expect(list).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await expect(box).toHaveValue('bags')
    })

    test('Enter with no suggestion chosen shows the results, which combine with the category filter and sort', async ({ page }) => {
      await page.goto('/')
      const box = await searchByShortcut(page, 'Control+k')
      await box.pressSequentially('tote', { delay: 40 })
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()
      await box.press('Enter')

      await expect(page).toHaveURL(/\/products\?q=tote$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tote”')
      const results = page.locator('section[aria-labelledby="results-heading"]')
      await expect(results.getByRole('link', { name: /Cotton Canvas Tote/ })).toBeVisible()
      await expect.poll(async () => (await searchEvents(page)).map((event) => event.data.term)).toEqual(['tote'])
      expect((await searchEvents(page))[0]!.data.resultCount).toBeGreaterThan(1)
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Search products' })).toHaveValue('tote')
      await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match')
      await shot(page, 'results', width)
      expect(await seriousViolations(page, 'main')).toEqual([])

      await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Eco Range' }).click()
      await expect(page).toHaveURL(/\/products\?category=eco-range&q=tote$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tote” in Eco Range')
      await expect(results.getByRole('link', { name: /Recycled Cotton Tote/ })).toBeVisible()
      await expect(results.getByRole('link', { name: /Cotton Canvas Tote/ })).toHaveCount(0)

      await page.getByLabel('Sort by').selectOption('price-desc')
      await expect(page).toHaveURL(/\/products\?category=eco-range&q=tote&sort=price-desc$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tote” in Eco Range')
    })

    test('a search that finds nothing suggests categories to browse', async ({ page }) => {
      await page.goto('/products?q=xyzzyplugh')
      await expect(page.getByRole('heading', { name: 'No products match “xyzzyplugh”' })).toBeVisible()
      const browse = page.getByRole('region', { name: 'Browse by category' })
      await expect(browse.getByRole('link', { name: 'Drinkware' })).toBeVisible()
      await expect.poll(async () => (await searchEvents(page)).map((event) => event.data)).toEqual([{ term: 'xyzzyplugh', resultCount: 0 }])
      await shot(page, 'empty', width)
      expect(await seriousViolations(page, 'main')).toEqual([])
      await browse.getByRole('link', { name: 'Drinkware' }).click()
      await expect(page).toHaveURL(/\/categories\/drinkware$/)
    })
  })
}
