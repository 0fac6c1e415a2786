import { defineConfig } from '@playwright/test'

/** End-to-end journeys in Debian's Chromium against the production server on a seeded database. */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT || 3210}`

export default defineConfig({
  testDir: 'tests/e2e',
  webServer: {
    command: 'node --conditions=production --import tsx tests/e2e/serve.ts',
    url: `${baseURL}/payload-api/globals/site-settings?depth=0`,
    // Seeding the demo business takes minutes on a busy machine.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
