/**
 * Screenshots of pages at phone and desktop widths, for looking at what was built:
 * node --import tsx scripts/screenshots.ts http://localhost:3000 / /products /products/x#drawer ...
 * `--with-items slug,slug` adds those products to the enquiry first (for the drawer and
 * /submit-enquiry); a path ending in `#drawer` is shot with the enquiry drawer open.
 * Writes screenshots/<page>-<width>.png with Debian's Chromium.
 */
import { mkdirSync } from 'node:fs'

import { chromium, type Page } from 'playwright-core'

const args = process.argv.slice(2)
const itemsFlag = args.indexOf('--with-items')
const items = itemsFlag === -1 ? [] : (args.splice(itemsFlag, 2)[1] ?? '').split(',').filter(Boolean)
const [baseURL = 'http://localhost:3000', ...paths] = args
const widths = [390, 1280]
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const addToEnquiry = async (page: Page, slug: string) => {
  await page.goto(`${baseURL}/products/${slug}`)
  // Enabled once the enquiry store has loaded in the browser.
  await page.getByRole('button', { name: 'Add to enquiry' }).click({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Added to enquiry' }).waitFor()
}

for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  for (const slug of items) await addToEnquiry(page, slug)
  for (const target of paths.length ? paths : ['/']) {
    const [path, view] = target.split('#')
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' })
    // Scroll through once so lazily loaded images are in the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 120))
      }
      window.scrollTo(0, 0)
    })
    // Background requests (link prefetches, the enquiry store) may keep the network busy: wait a little, not forever.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    if (view === 'drawer') {
      await page.getByRole('button', { name: /your enquiry/i }).click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(400)
    }
    const base = path === '/' ? 'home' : path!.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')
    const name = view ? `${base}-${view}` : base
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: view !== 'drawer' })
    console.log(`screenshots/${name}-${width}.png`)
  }
  await page.close()
}
await browser.close()
