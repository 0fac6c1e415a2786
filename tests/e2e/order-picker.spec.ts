import { shippingCompany } from './company-fixture'
import { expect, screenNow, test } from './journey'
import { staffToken } from './outbox'

/**
 * A company with more orders than the order filter lists at once: opened, it lists the newest;
 * typing finds an older one by name on the server; the keyboard chooses it and the list filters
 * to it. At 390 and 1280 px.
 */

for (const width of [390, 1280]) {
  test(`finds an older order by name in the order filter (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const { owner } = await shippingCompany(request, 'Picker', {})
    const headers = { authorization: `JWT ${await staffToken(request)}` }
    const names = ['Archive kits 2019', ...Array.from({ length: 24 }, (_, index) => `Conference tees ${index + 1}`)]
    for (const name of names) {
      expect((await request.post('/payload-api/orders', { headers, data: { name, customer: owner.id } })).ok()).toBe(true)
    }
    expect((await page.request.post('/payload-api/customers/login', { data: owner })).ok()).toBe(true)

    await page.goto('/dashboard/orders')
    const picker = page.getByRole('combobox', { name: 'Order' })
    await picker.click()
    const choices = page.getByRole('listbox', { name: 'Orders' }).getByRole('option')
    await expect(choices).toHaveCount(21)
    await expect(choices.first()).toHaveText('All orders')
    await expect(choices.nth(1)).toHaveText('Conference tees 24')
    await expect(page.getByText('The 20 newest of your 25 orders. Type to search them all.', { exact: true })).toBeVisible()
    await screenNow(page, 'order-picker-open')

    await picker.fill('archive')
    await expect(choices).toHaveText(['Archive kits 2019'])
    await expect(page.getByText('1 order has “archive” in its name.', { exact: true })).toBeVisible()
    await screenNow(page, 'order-picker-search')
    await picker.press('ArrowDown')
    await picker.press('Enter')
    await expect(page).toHaveURL(/[?&]order=\d+/)
    await expect(picker).toHaveValue('Archive kits 2019')
    await expect(page.getByRole('status')).toHaveText('Showing 1–1 of 1 order')

    await picker.fill('no such order')
    await expect(page.getByText('No order’s name has “no such order”.', { exact: true })).toBeVisible()
    await picker.press('Escape')
    await picker.blur()
    await expect(picker).toHaveValue('Archive kits 2019')
    await screenNow(page, 'order-picker-chosen')
  })
}
