import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect } from './journey'

/**
 * With E2E_SCREENSHOTS=1, saves the whole page at 390 and 1280 px into screenshots/, after
 * checking nothing is wider than the phone; otherwise does nothing. Leaves the page at 1280 px.
 */
export const screenshotAtBothWidths = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync('screenshots', { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
  }
}
