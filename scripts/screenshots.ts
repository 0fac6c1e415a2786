/**
 * Screenshots of pages at phone and desktop widths, for looking at what was built:
 * node --import tsx scripts/screenshots.ts http://localhost:3000 / /products ...
 * Writes screenshots/<page>-<width>.png with Debian's Chromium.
 */
import { mkdirSync } from 'node:fs'

import { chromium } from 'playwright-core'

const [baseURL = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const widths = [390, 1280]
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
    // Scroll through once so lazily loaded images are in the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 120))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
    console.log(`screenshots/${name}-${width}.png`)
  }
  await page.close()
}
await browser.close()
