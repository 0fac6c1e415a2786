import { expect, test } from './journey'

const CHUNK = /\/_next\/static\/chunks\/.+\.js/

test('the drawer’s code arrives on the first opening; a click before it lands still opens the drawer', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Scripts fetched from here on are the drawer's; each is held back a moment so the click comes first.
  const fetched: string[] = []
  await page.route(CHUNK, async (route) => {
    fetched.push(route.request().url())
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })

  const badge = page.getByRole('button', { name: /your enquiry/i })
  await badge.click()
  await expect(page.getByRole('status').filter({ hasText: 'Opening your enquiry…' })).toBeAttached()
  const drawer = page.getByRole('dialog', { name: 'Your enquiry' })
  await expect(drawer).toBeVisible()
  expect(fetched.length).toBeGreaterThan(0)
  await expect(drawer.getByText('Your enquiry is empty')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(badge).toBeFocused()

  // Opened again, the drawer is there at once and Close hands focus back as Escape did.
  await badge.click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toBeHidden()
  await expect(badge).toBeFocused()
})
