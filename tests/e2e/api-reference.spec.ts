import { type APIRequestContext, type Page } from '@playwright/test'

import { PROBLEM_KINDS, type ProblemKind } from '@/domain/public-api/problems'

import { expect, screenNow, test } from './journey'

/**
 * The public API's reference at /api/v1/docs, at 390 and 1280 px: the intro and every kind of
 * error are in the page as the server sends it, each error at the anchor its problem's `type`
 * links to; Swagger UI, bundled by our build and fetched by this page alone, lists every endpoint
 * and tries one out with a key sent as `Authorization: Bearer`, all under the site's
 * Content-Security-Policy without a violation, a console error or a request off the site. The
 * dashboard's API keys page links to it.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }
const KINDS = Object.keys(PROBLEM_KINDS) as ProblemKind[]

/** Every error the browser logs, every policy violation and every request to another origin, from before the first script. */
const watchProblems = async (page: Page) => {
  const problems: string[] = []
  const site = new URL(test.info().project.use.baseURL!).origin
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy')) problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.protocol.startsWith('http') && url.origin !== site) problems.push(`off site: ${sent.url()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return problems
}

/** A read-only key of the demo owner's company, made as the dashboard makes one; revoked by `revoke`. */
const readKey = async (request: APIRequestContext, width: number) => {
  const { token } = (await (await request.post('/payload-api/customers/login', { data: OWNER })).json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const made = await request.post('/payload-api/api-keys/create', {
    headers,
    data: { name: `Reference journey ${width} ${Date.now()}`, scopes: ['read'] },
  })
  expect(made.status()).toBe(201)
  const { key, apiKey } = (await made.json()) as { key: string; apiKey: number }
  return { key, revoke: async () => expect((await request.post(`/payload-api/api-keys/${apiKey}/revoke`, { headers })).ok()).toBe(true) }
}

for (const width of [390, 1280]) {
  test(`the API reference explains keys and errors, lists every endpoint and tries one out with a key (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })

    // As the server sends it, before any script: the intro and an entry for every kind of error.
    const html = await (await page.request.get('/api/v1/docs')).text()
    expect(html).toContain('Authorization: Bearer swk_…')
    for (const kind of KINDS) expect(html).toContain(`id="problem-${kind}"`)

    const problems = await watchProblems(page)
    // A problem's `type` is a link to its entry: followed, the entry is on screen.
    await page.goto('/api/v1/docs#problem-scope-missing')
    const scopeMissing = page.locator('#problem-scope-missing')
    await expect(scopeMissing).toBeInViewport()
    await expect(scopeMissing).toContainText('403')
    await expect(scopeMissing.getByRole('heading', { name: PROBLEM_KINDS['scope-missing'].title })).toBeVisible()
    await expect(scopeMissing).toContainText(PROBLEM_KINDS['scope-missing'].remedy)
    await screenNow(page, 'api-reference-errors')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page).toHaveTitle(/^API reference \|/)
    await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to API keys' })).toHaveAttribute('href', '/dashboard/api-keys')
    await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document' })).toHaveAttribute('href', '/api/v1/openapi.json')
    for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']) {
      await expect(page.locator('#main').getByText(header, { exact: true })).toBeVisible()
    }
    await screenNow(page, 'api-reference-intro')

    // Every kind, with its status and title.
    const errors = page.getByRole('region', { name: 'Errors' })
    for (const kind of KINDS) {
      const entry = errors.locator(`#problem-${kind}`)
      await expect(entry).toContainText(String(PROBLEM_KINDS[kind].status))
      await expect(entry.getByRole('heading', { name: PROBLEM_KINDS[kind].title })).toBeVisible()
    }

    // Swagger UI, loaded in the browser, lists the operations of the OpenAPI document.
    const endpoints = page.getByRole('region', { name: 'Endpoints' })
    await endpoints.scrollIntoViewIfNeeded()
    for (const summary of ['List products', 'List inventory', 'List projects', 'Get an order', 'Get a shipment']) {
      await expect(endpoints.getByText(summary, { exact: true })).toBeVisible({ timeout: 20_000 })
    }
    await page.locator('#endpoints').evaluate((section) => section.scrollIntoView())
    await screenNow(page, 'api-reference-endpoints')

    // Authorize with a key, then try out List inventory: the request carries it as a bearer token.
    const { key, revoke } = await readKey(request, width)
    await endpoints.getByRole('button', { name: 'Authorize', exact: true }).click()
    // Swagger UI's dialog has no dialog role, so it is found by its class.
    const dialog = page.locator('.modal-ux')
    await dialog.getByRole('textbox').fill(key)
    await screenNow(page, 'api-reference-authorize')
    await dialog.getByRole('button', { name: 'Apply credentials' }).click()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()

    const inventory = page.locator('#operations-Inventory-listInventory')
    await inventory.getByText('List inventory', { exact: true }).click()
    await inventory.getByRole('button', { name: 'Try it out' }).click()
    const sent = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/v1/inventory')
    await inventory.getByRole('button', { name: 'Execute' }).click()
    expect((await sent).headers().authorization).toBe(`Bearer ${key}`)
    await expect(inventory.locator('.live-responses-table .response .response-col_status')).toHaveText('200')
    await expect(inventory.locator('.live-responses-table')).toContainText('"totalDocs"')
    await inventory
      .locator('.curl-command')
      .first()
      .evaluate((curl) => curl.scrollIntoView({ block: 'center' }))
    await screenNow(page, 'api-reference-try-it-out')
    await revoke()

    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test(`the API keys page links to the API reference (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
    await page.goto('/dashboard/api-keys')
    await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible()
    await screenNow(page, 'api-keys-reference-link')
    await page.getByRole('link', { name: 'API reference' }).click()
    await expect(page).toHaveURL(/\/api\/v1\/docs$/)
    await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible()
  })
}
