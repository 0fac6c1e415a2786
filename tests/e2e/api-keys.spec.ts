import { expect, screenNow, test } from './journey'

/**
 * The demo customer, owner of Harbour & Co., makes an API key on the API keys page: a key that may
 * do nothing is refused; one that may read and book shipments from one range is shown once and
 * copied, is listed by its start only (also after a reload), and is revoked after confirming.
 * At 390 and 1280 px.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

for (const width of [390, 1280]) {
  test(`creates an API key, copies it the one time it is shown, and revokes it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
    await page.goto('/dashboard/api-keys')
    await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible()

    // A key must be allowed to do something; the refusal takes the focus to the scopes.
    const name = `Journey key ${width} ${Date.now()}`
    const read = page.getByRole('checkbox', { name: 'read', exact: true })
    await page.getByLabel('Name', { exact: true }).fill(name)
    await expect(read).toBeChecked()
    await read.uncheck()
    await page.getByRole('button', { name: 'Create key' }).click()
    await expect(page.getByRole('group', { name: 'What it may do' }).getByText('Choose at least one thing the key may do.')).toBeVisible()
    await expect(read).toBeFocused()

    await read.check()
    await page.getByRole('checkbox', { name: 'shipments:write', exact: true }).check()
    await page.getByLabel('Allowed addresses').fill('203.0.113.0/24')
    await page.getByRole('button', { name: 'Create key' }).click()

    // The key itself, this once.
    const panel = page.getByRole('region', { name: 'Your new key' })
    await expect(panel.getByText('Copy it now: it won’t be shown again.')).toBeVisible()
    const key = await panel.getByRole('textbox').inputValue()
    expect(key).toMatch(/^swk_[A-Za-z0-9_-]{43}$/)
    await screenNow(page, 'api-keys-created')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await panel.getByRole('button', { name: 'Copy' }).click()
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    await panel.getByRole('button', { name: 'Done' }).click()
    await expect(panel).toHaveCount(0)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')

    // Listed by its start only, never the key, also when the page is loaded again.
    const row = page.getByRole('region', { name: 'Keys of Harbour & Co.' }).getByRole('listitem').filter({ hasText: name })
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByText(`${key.slice(0, 10)}…`)).toBeVisible()
    await expect(row.getByText('Only from 203.0.113.0/24')).toBeVisible()
    await expect(row.getByText('Never used')).toBeVisible()
    await expect(page.getByText(key)).toHaveCount(0)
    await page.reload()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByText(key)).toHaveCount(0)
    await row.scrollIntoViewIfNeeded()
    await screenNow(page, 'api-keys-list')

    // Revoked after confirming, so the demo company has no working key the journeys left behind.
    await row.getByRole('button', { name: `Revoke “${name}”` }).click()
    const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` })
    await expect(dialog.getByText('Systems using it stop working at once. This cannot be undone.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0)
  })
}
