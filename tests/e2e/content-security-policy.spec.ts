import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './journey'

/**
 * Pages run under their Content-Security-Policy without a single violation: every script they
 * need is allowed, and Stripe's script may load where card payments use it. There is no internet
 * here, so js.stripe.com fails to load; that is a network error, not a violation, and is told
 * apart by the browser's `securitypolicyviolation` events and "Content Security Policy" console
 * messages, which only the policy raises.
 */

const STAFF = { email: 'admin@swagly.example', password: 'demo-admin-2026' }
const CUSTOMER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

const tokenOf = async (request: APIRequestContext, collection: string, credentials: object) =>
  (await (await request.post(`/payload-api/${collection}/login`, { data: credentials })).json()) as { token: string; user: { id: number } }

/** Records every violation the page reports, from before its first script runs. */
const watchViolations = async (page: Page) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  return violations
}

const signIn = async (page: Page, request: APIRequestContext, collection: string, credentials: object) => {
  const { token } = await tokenOf(request, collection, credentials)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: test.info().project.use.baseURL! }])
}

/** Whether a script from `src` may load: resolves 'load' or 'error' (a network failure), never hangs on a refusal. */
const loadScript = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.src = url
        script.onload = () => resolve('load')
        script.onerror = () => resolve('error')
        document.head.append(script)
      }),
    src,
  )

test('a storefront page runs its scripts without a violation, and an injected inline script is refused', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/products')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
  // The check sees a violation when there is one: an inline script nobody named.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined()
})

test('a dashboard page runs its scripts without a violation', async ({ page, request }) => {
  await signIn(page, request, 'customers', CUSTOMER)
  const violations = await watchViolations(page)
  await page.goto('/dashboard/projects')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('the admin runs its scripts without a violation', async ({ page, request }) => {
  await signIn(page, request, 'staff-members', STAFF)
  const violations = await watchViolations(page)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Enquiries' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})

test('a share-link payment page runs its scripts without a violation and may load Stripe.js', async ({ page, request }) => {
  const staff = (await tokenOf(request, 'staff-members', STAFF)).token
  const headers = { authorization: `Bearer ${staff}` }
  const { docs } = (await (
    await request.get('/payload-api/projects?where[status][equals]=awaiting_payment&depth=0&limit=1', { headers })
  ).json()) as {
    docs: { id: number; shareKey: string }[]
  }
  const project = docs[0]!
  const violations = await watchViolations(page)
  await page.goto(`/review/projects/${project.id}/payment?key=${project.shareKey}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Offline, the load fails as a network error; under a policy without js.stripe.com it would be refused.
  expect(await loadScript(page, 'https://js.stripe.com/v3/')).toBe('error')
  expect(violations).toEqual([])
})
