/**
 * `npm run lighthouse -- [baseURL] [path ...]`: Lighthouse's mobile audit (the default preset:
 * a mid-range phone on a throttled connection) of storefront pages in Debian's Chromium, against
 * a running production server. Prints the scores and what kept any below 100; nothing here is a test.
 * Defaults: http://localhost:3000, the home page, a product page, a category page and the product list.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'

import { freePort } from '../tests/support/app-server'

const [baseURL = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/products/classic-cotton-tee', '/categories/apparel', '/products']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type ResourceRow = { resourceType: string; requestCount: number; transferSize: number }

/** What the page downloaded, by kind: the JavaScript, font and image bytes behind its first paint. */
const resourceBytes = (lhr: { audits: Record<string, { details?: unknown }> }): string => {
  const rows = ((lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? []).filter((row) =>
    ['script', 'font', 'image', 'total'].includes(row.resourceType),
  )
  return rows.map((row) => `${row.resourceType}: ${(row.transferSize / 1024).toFixed(1)} KB in ${row.requestCount}`).join(' · ')
}

const launchChromium = async (): Promise<{ port: number; browser: ChildProcess; profile: string }> => {
  const port = await freePort()
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const browser = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  )
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, browser, profile }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  browser.kill()
  throw new Error('Chromium did not open its debugging port')
}

const { port, browser, profile } = await launchChromium()
try {
  for (const page of pages) {
    const result = await lighthouse(`${baseURL}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const { lhr } = result
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(`${process.env.LIGHTHOUSE_JSON}${page.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr))
    const scores = CATEGORIES.map((id) => `${lhr.categories[id]?.title}: ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`)
    console.log(`\n${page}\n  ${scores.join(' · ')}`)
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    console.log(`  ${metrics.map((id) => `${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue}`).join(' · ')}`)
    console.log(`  ${resourceBytes(lhr)}`)
    for (const id of CATEGORIES) {
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
      for (const audit of failing) console.log(`  ${id} · ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    }
  }
} finally {
  const exited = new Promise((resolve) => browser.once('exit', resolve))
  browser.kill()
  await exited
  // Chromium's helper processes can still be writing to the profile for a moment after it exits
  // (ENOTEMPTY on a one-shot removal), so the removal is retried.
  await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}
