import { mkdirSync } from 'node:fs'

import { type BrowserContext, type Page, test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * React streams a suspended section as a hidden `<div id="S:…">` and swaps it in a moment after the
 * document loads, so for that moment its text is in the page twice and a locator can match both.
 * Every page of these journeys waits, after each full load, until every streamed section is in place.
 */
const settleStreamedSections = (page: Page) => page.waitForFunction(() => document.querySelector('div[hidden][id^="S:"]') === null)

/** Makes `page`'s full loads wait for its streamed sections; every page of the `context` fixture does. */
export const settleAfterLoads = (page: Page) => {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args)
      await settleStreamedSections(page)
      return response
    }) as never
  }
}

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ context }, use) => {
    context.pages().forEach(settleAfterLoads)
    context.on('page', settleAfterLoads)
    await use(context)
  },
})

/**
 * With E2E_SCREENSHOTS=1, saves what is on screen right now (the viewport at its current width and
 * scroll, fixed bars and toasts where they sit) as screenshots/<name>-<width>.png.
 */
export const screenNow = async (page: Page, name: string) => {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}-${page.viewportSize()?.width}.png` })
}
