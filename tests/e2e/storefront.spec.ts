import { type Page } from '@playwright/test'
import { expect, test } from './journey'

const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type DataLayerEvent = { event: string; data: Record<string, any>; customer: { id: number; email: string; fullName: string } | null }

const dataLayer = (page: Page) => page.evaluate(() => ((window as any).dataLayer ?? []) as unknown[]) as Promise<DataLayerEvent[]>

const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name)

test('sitemap.xml lists the public pages with absolute addresses', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  for (const path of ['/', '/start', '/products', '/categories', '/products/classic-cotton-tee', '/categories/apparel']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(xml).not.toContain('/dashboard')
  expect(xml).not.toContain('/submit-enquiry')
})

test('robots.txt lets crawlers into the storefront only and points at the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Allow: /')
  for (const path of ['/admin', '/dashboard', '/review', '/payload-api', '/auth', '/submit-enquiry']) {
    expect(robots).toContain(`Disallow: ${path}`)
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('a campaign landing keeps its UTM tags in a cookie before any script runs', async ({ request }) => {
  const response = await request.get('/products?utm_source=newsletter&utm_campaign=spring', { maxRedirects: 0 })
  const cookie = response.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/^utm=/)
  expect(cookie).toContain('Max-Age=5184000')
  expect(cookie).toContain('SameSite=Lax')
  expect(decodeURIComponent(cookie.split(';')[0]!.slice('utm='.length))).toBe(JSON.stringify({ source: 'newsletter', campaign: 'spring' }))
})

test('the canonical link keeps only the whitelisted parameters, sorted and absolute', async ({ page, baseURL }) => {
  await page.goto('/products?utm_source=newsletter&sort=name&page=1&fbclid=abc&category=apparel')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products?category=apparel&sort=name`)
  await page.goto('/products/classic-cotton-tee?colour=navy&utm_campaign=spring')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products/classic-cotton-tee`)
  await page.goto('/?gclid=xyz')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
})

test('a product page has a 1200x630 preview image, a large summary card and Product structured data', async ({ page, baseURL }) => {
  await page.goto('/products/classic-cotton-tee')
  const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first()
  await expect(meta('og:image')).toHaveAttribute('content', new RegExp(`^${baseURL}/payload-api/`))
  await expect(meta('og:image:width')).toHaveAttribute('content', '1200')
  await expect(meta('og:image:height')).toHaveAttribute('content', '630')
  await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(meta('theme-color')).toHaveAttribute('content', '#000000')
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(structured).toMatchObject({ '@type': 'Product', name: 'Classic Cotton Tee', url: `${baseURL}/products/classic-cotton-tee` })
})

test('a ?colour= link picks its colour on the cached product page', async ({ page }) => {
  await page.goto('/products/classic-cotton-tee?colour=navy')
  await expect(page.getByText('Colour: Navy')).toBeVisible()
})

test('views, add-to-enquiry and the visitor are pushed to the data layer', async ({ page }) => {
  await page.goto('/')
  await expect.poll(async () => (await eventsNamed(page, 'view')).map((event) => event.data.path)).toEqual(['/'])
  expect((await eventsNamed(page, 'view'))[0]!.customer).toBeNull()

  // A client-side navigation is a view too.
  await page.getByRole('link', { name: 'Browse products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect.poll(async () => (await eventsNamed(page, 'view')).map((event) => event.data.path)).toEqual(['/', '/products'])

  await page.goto('/products/classic-cotton-tee')
  await page.locator('label[title="Navy"]').click()
  await page.getByRole('button', { name: 'Add to enquiry' }).click()
  await expect
    .poll(() => eventsNamed(page, 'add_to_enquiry'))
    .toEqual([
      {
        event: 'add_to_enquiry',
        data: {
          product: expect.objectContaining({ slug: 'classic-cotton-tee', title: 'Classic Cotton Tee' }),
          variant: expect.objectContaining({ name: 'Navy' }),
        },
        customer: null,
      },
    ])
})

test('a signed-in customer is named in the events and the header, not in the shared page', async ({ page, request }) => {
  const login = await page.request.post('/payload-api/customers/login', { data: CUSTOMER })
  expect(login.status()).toBe(200)
  const html = await (await request.get('/', { headers: { cookie: `payload-token=${(await login.json()).token}` } })).text()
  expect(html).not.toContain(CUSTOMER.email)

  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible()
  await expect
    .poll(async () => (await eventsNamed(page, 'view'))[0]?.customer)
    .toMatchObject({
      email: CUSTOMER.email,
      fullName: expect.any(String),
    })
})

test('an unknown address shows "Page not found" in the site chrome with the error title', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 - Page not found')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Swagly home' })).toBeVisible()
  await page.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a crawler gets the 404 status but no error page', async ({ request }) => {
  const response = await request.get('/no/such/page', { headers: { 'user-agent': GOOGLEBOT } })
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).not.toContain('The page you are looking for')
  expect(html).not.toContain('>Page not found</h1>')
})

test('cache keys typed by hand name no page', async ({ request }) => {
  expect((await request.get('/cached/anything/products')).status()).toBe(404)
  expect((await request.get('/cached/sort=featured/products')).status()).toBe(404)
})

test('builds/latest.json names the running build and is never cached', async ({ request }) => {
  const response = await request.get('/builds/latest.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect((await response.json()).buildId).toMatch(/\S+/)
})

test('a new build is offered as a reload', async ({ page }) => {
  await page.goto('/products')
  // Hydrated once the first view is recorded.
  await expect.poll(async () => (await eventsNamed(page, 'view')).length).toBe(1)
  // The page's own build: nothing to offer when the tab comes back into view.
  await Promise.all([page.waitForResponse('**/builds/latest.json'), page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))])
  await expect(page.getByText('A new version is available')).toHaveCount(0)

  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(page.getByText('A new version is available')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
})

test('the page fades in over 500 ms unless the visitor asks for less motion', async ({ page }) => {
  await page.goto('/start')
  const animation = () => page.evaluate(() => [getComputedStyle(document.body).animationName, getComputedStyle(document.body).animationDuration])
  expect(await animation()).toEqual(['page-fade-in', '0.5s'])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect((await animation())[0]).toBe('none')
})

test('the developer grid overlay is not in the production build', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Control+g')
  await expect(page.getByTestId('grid-overlay')).toHaveCount(0)
})

test('the first screenful loads first: its photos preloaded at high priority, one small font, the rest lazy', async ({ page, request }) => {
  const preloadedImages = () =>
    page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('fetchpriority')))

  await page.goto('/products')
  const cards = page
    .getByRole('list')
    .filter({ has: page.locator('a[href^="/products/"] img') })
    .first()
    .locator('img')
  for (const index of [0, 1]) {
    await expect(cards.nth(index)).toHaveAttribute('fetchpriority', 'high')
    await expect(cards.nth(index)).not.toHaveAttribute('loading', 'lazy')
  }
  await expect(cards.nth(2)).toHaveAttribute('loading', 'lazy')
  expect(await preloadedImages()).toEqual(['high', 'high'])
  // Once the router has fetched ahead the pages linked on screen, still only this page's photos are preloaded.
  await page.waitForLoadState('networkidle')
  expect(await preloadedImages()).toEqual(['high', 'high'])

  const fonts = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(fonts).toHaveLength(1)
  const font = await request.get(fonts[0]!)
  expect(font.headers()['content-type']).toBe('font/woff2')
  // The Latin cut of Geist Sans; the package's full variable font is 70 KB.
  expect((await font.body()).length).toBeLessThan(30_000)

  await page.goto('/categories/apparel')
  const hero = page.getByRole('img', { name: 'Apparel products' })
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  // The featured cards sit below the hero: only the hero is preloaded.
  expect(await preloadedImages()).toEqual(['high'])

  await page.goto('/products/classic-cotton-tee')
  await expect(page.getByRole('img', { name: 'Classic Cotton Tee in White' })).toHaveAttribute('fetchpriority', 'high')
  expect(await preloadedImages()).toEqual(['high'])
})
