import { type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expect, screenNow, test } from './journey'

const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

const staffToken = async (request: APIRequestContext) => {
  const response = await request.post('/payload-api/staff-members/login', { data: STAFF })
  return (await response.json()).token as string
}

const enquiriesFor = async (request: APIRequestContext, email: string) => {
  const token = await staffToken(request)
  const response = await request.get(`/payload-api/enquiries?where[email][equals]=${encodeURIComponent(email)}&sort=-createdAt&depth=0`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await response.json()).docs as Array<{
    id: number
    status: string
    customer: number
    items: { product: number; variant: number }[]
    utm?: { utmSource?: string; utmMedium?: string; utmCampaign?: string }
  }>
}

const enquiryCount = (page: Page) => page.getByTestId('enquiry-count')

const addProduct = async (page: Page, slug: string, colour?: string) => {
  await page.goto(`/products/${slug}`)
  if (colour) await page.locator(`label[title="${colour}"]`).click()
  await page.getByRole('button', { name: 'Add to enquiry' }).click()
  await expect(page.getByRole('button', { name: 'Added to enquiry' })).toBeVisible()
}

const submitAs = async (page: Page, email: string) => {
  await page.getByRole('button', { name: /your enquiry/i }).click()
  await page.getByRole('link', { name: /continue to your details|send a general enquiry/i }).click()
  await expect(page.getByRole('heading', { name: 'Tell us about your order' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone (optional)').fill('0412 345 678')
  await page.getByText('An event').click()
  await page.getByLabel('Quantity', { exact: true }).selectOption('100 to 250')
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('heading', { name: /your enquiry is in/i })).toBeVisible()
}

const WIDTHS = [390, 1280]

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The toast is on screen and clear of the field: a toast over the field being filled in hides what is typed. */
const expectClearOf = async (toast: Locator, field: Locator) => {
  await expect(toast).toBeVisible()
  await expect
    .poll(async () => {
      const [toastBox, fieldBox] = await Promise.all([toast.boundingBox(), field.boundingBox()])
      return toastBox && fieldBox ? overlap(toastBox, fieldBox) : 'not on screen'
    })
    .toBe(false)
}

test('a visitor browses, builds an enquiry of three, removes one and sends it', async ({ page, request }) => {
  const email = `visitor-${Date.now()}@example.com`
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch')
  await page.goto('/categories/apparel')
  await page
    .getByRole('link', { name: /Classic Cotton Tee/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/products\/classic-cotton-tee/)
  await page.locator('label[title="Navy"]').click()
  await expect(page.getByText('Colour: Navy')).toBeVisible()
  await page.getByRole('button', { name: 'Add to enquiry' }).click()
  await expect(enquiryCount(page)).toHaveText('1')
  await addProduct(page, 'recycled-cotton-tote')
  await addProduct(page, 'ceramic-cafe-mug')
  await expect(enquiryCount(page)).toHaveText('3')

  await page.getByRole('button', { name: /your enquiry/i }).click()
  await page.getByRole('button', { name: /Remove Ceramic Café Mug/ }).click()
  await expect(enquiryCount(page)).toHaveText('2')
  await page.getByRole('button', { name: 'Close' }).click()

  await submitAs(page, email)
  await page.goto('/')
  await expect(enquiryCount(page)).toHaveText('0')

  const [enquiry] = await enquiriesFor(request, email)
  expect(enquiry.status).toBe('submitted')
  expect(enquiry.items).toHaveLength(2)
  expect(enquiry.customer).toEqual(expect.any(Number))
  expect(enquiry.utm).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-launch' })

  // The same visitor comes back: the inactive customer made the first time is used again.
  await addProduct(page, 'bamboo-pen')
  await submitAs(page, email)
  const [second, first] = await enquiriesFor(request, email)
  expect(second.id).not.toBe(first.id)
  expect(second.customer).toBe(first.customer)
})

test('a signed-in customer’s items go to a pending enquiry on the server', async ({ page, request }) => {
  await page.goto('/')
  const login = await page.request.post('/payload-api/customers/login', { data: CUSTOMER })
  expect(login.ok()).toBe(true)
  await page.reload()
  await addProduct(page, 'six-panel-cap')
  await expect(enquiryCount(page)).toHaveText('1')
  const token = await staffToken(request)
  const pending = await request.get('/payload-api/enquiries?where[status][equals]=pending&sort=-createdAt&depth=1&limit=1', {
    headers: { authorization: `Bearer ${token}` },
  })
  const [latest] = (await pending.json()).docs
  expect(latest.customer.email).toBe(CUSTOMER.email)
  expect(latest.items.map((item: { product: { slug: string } }) => item.product.slug)).toEqual(['six-panel-cap'])
})

test('collections are hidden when the site has none, and unknown pages say so', async ({ page, request }) => {
  const token = await staffToken(request)
  const setCollections = (hasCollections: boolean) =>
    request.post('/payload-api/globals/site-settings', { data: { hasCollections }, headers: { authorization: `Bearer ${token}` } })
  expect((await setCollections(false)).ok()).toBe(true)
  try {
    await page.goto('/collections')
    await expect(page).toHaveURL(/\/$/)
  } finally {
    await setCollections(true)
  }
  await page.goto('/collections')
  await expect(page).toHaveURL(/\/collections$/)

  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/404 - Page not found/)
})

for (const width of WIDTHS) {
  test(`the submit page lists what is enquired about and empties to a way back (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await addProduct(page, 'classic-cotton-tee', 'Navy')
    await addProduct(page, 'recycled-cotton-tote')
    await page.goto('/submit-enquiry')

    const products = page.getByRole('list', { name: 'Products in your enquiry' }).getByRole('listitem')
    await expect(products).toHaveCount(2)
    const tee = products.filter({ hasText: 'Classic Cotton Tee' })
    await expect(tee.getByRole('link', { name: 'Classic Cotton Tee' })).toBeVisible()
    await expect(tee.getByText('Navy', { exact: true })).toBeVisible()
    await expect(tee.locator('img')).toBeVisible()
    await screenNow(page, 'submit-enquiry-items')

    // Keyboard: from the product's link, Tab passes its decoration and quantity for the estimate,
    // then reaches its remove button, and Enter removes it.
    await tee.getByRole('link').focus()
    await page.keyboard.press('Tab')
    await expect(tee.getByLabel('Decoration for Classic Cotton Tee in Navy')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(tee.getByLabel('Exact quantity of Classic Cotton Tee in Navy')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Remove Classic Cotton Tee in Navy' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(products).toHaveCount(1)
    const removeTote = page.getByRole('button', { name: /^Remove Recycled Cotton Tote/ })
    await expect(removeTote).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Your enquiry is empty' })).toBeFocused()
    await screenNow(page, 'submit-enquiry-empty')
    await page.getByRole('link', { name: 'Browse products' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test(`toasts clear on navigation and keep clear of the field being filled in (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const toasts = page.getByTestId('toasts').getByRole('status')
    await addProduct(page, 'ceramic-cafe-mug')
    await addProduct(page, 'classic-cotton-tee', 'Navy')
    await expect(toasts.filter({ hasText: 'Added Classic Cotton Tee' })).toBeVisible()

    // A route change in the app (no page load) leaves the last page's toasts behind.
    await page.getByRole('button', { name: /your enquiry/i }).click()
    await page.getByRole('link', { name: 'Continue to your details' }).click()
    await expect(page.getByRole('heading', { name: 'Tell us about your order' })).toBeVisible()
    await expect(toasts).toHaveCount(0)

    await page.getByRole('button', { name: /^Remove Ceramic Café Mug/ }).click()
    const removed = toasts.filter({ hasText: 'Removed Ceramic Café Mug' })
    for (const label of ['Budget per item', 'Needed by (optional)']) {
      const field = page.getByLabel(label)
      // The field at the foot of the screen, where a toast at the bottom edge would cover it.
      await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      await field.focus()
      await expectClearOf(removed, field)
      await screenNow(page, `submit-enquiry-toast-${label.split(' ')[0]!.toLowerCase()}`)
    }
  })

  test(`a second enquiry with the same email logs no error in the browser (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const email = `returning-${width}-${Date.now()}@example.com`
    await addProduct(page, 'bamboo-pen')
    await submitAs(page, email)

    // Another visit, without the first one's cookie or session: the email names an inactive customer.
    await page.context().clearCookies()
    await page.evaluate(() => sessionStorage.clear())
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    // A prefetch cut short by the next navigation is aborted by the browser itself, and not logged.
    page.on('requestfailed', (failed) => {
      if (failed.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${failed.url()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
    })
    await addProduct(page, 'six-panel-cap')
    await submitAs(page, email)
    expect(problems).toEqual([])

    // The server action set the signed cookie the enquiry was created under.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('inactive-customer')
    const [second, first] = await enquiriesFor(request, email)
    expect(second.id).not.toBe(first.id)
    expect(second.customer).toBe(first.customer)
    expect(second.status).toBe('submitted')
  })
}
