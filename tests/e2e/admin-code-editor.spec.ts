import { logInToAdmin } from './admin'
import { expect, test } from './journey'
import { STAFF } from './review-orders'

/**
 * The admin's JSON fields open in Payload's code editor (Monaco), served from the app's own
 * build: nothing is fetched from a CDN, so the page runs under its Content-Security-Policy
 * without a violation and the field shows its JSON rather than a loading shimmer.
 */
test("a project's sizes show as JSON in the admin's code editor, without a policy violation or console error", async ({ page, request }) => {
  const staff = (await (await request.post('/payload-api/staff-members/login', { data: STAFF })).json()) as { token: string }
  const { docs } = (await (
    await request.get('/payload-api/projects?where[hasSizedLineItems][equals]=true&depth=0&limit=100&sort=id', {
      headers: { authorization: `Bearer ${staff.token}` },
    })
  ).json()) as { docs: { id: number; sizes: { group: string; sizingOption: number; quantity: number }[] | null }[] }
  // A project whose line items have their size split: its sizes add them up, a row per size.
  const project = docs.find((doc) => (doc.sizes?.length ?? 0) > 0)!
  const { group } = project.sizes![0]!

  // Every error the browser logs (a refused script is one) and every violation the policy reports.
  const problems: string[] = []
  const offSite: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy')) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const site = new URL(test.info().project.use.baseURL!).origin
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.protocol.startsWith('http') && url.origin !== site) offSite.push(sent.url())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })

  await logInToAdmin(page)
  await page.goto(`/admin/collections/projects/${project.id}`)
  const sizes = page.locator('.field-type.json-field').filter({ has: page.getByText('Sizes', { exact: true }) })
  await sizes.scrollIntoViewIfNeeded()
  // Monaco draws the text in its view lines once it has loaded; until then the field is a shimmer.
  const text = sizes.locator('.monaco-editor .view-lines')
  await expect(text).toContainText(`"${group}"`, { timeout: 20_000 })
  await expect(text).toContainText('"quantity"')
  await expect(sizes.locator('.shimmer-effect')).toHaveCount(0)
  // Monaco's language services run in workers, loaded from the site's own build (worker-src 'self').
  await expect.poll(() => page.workers().map((worker) => new URL(worker.url()).origin), { timeout: 10_000 }).toContain(site)
  await page.waitForLoadState('networkidle')
  // E2E_SHOTS_DIR=/some/folder keeps the project page with its sizes editor on screen (1280 px).
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/admin-project-sizes-1280.png` })

  expect(problems).toEqual([])
  expect(offSite).toEqual([])
})
