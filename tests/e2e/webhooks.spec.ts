import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'

import { expect, test } from './journey'
import { screenshotAtBothWidths as shot } from './screenshots'

/**
 * The demo customer, owner of Harbour & Co., connects two receivers running in this test (on
 * 127.0.0.1, which the e2e server lets through: serve.ts): an endpoint needs an event; its signing
 * secret is shown once; a test event reaches the working receiver signed as Standard Webhooks says
 * and the page shows its 200, while the broken receiver's 500 shows as a failure; each delivery
 * log lists its try, a resend sends the same event again, the endpoint turns off and on, and both
 * are removed after confirming. With E2E_SCREENSHOTS=1 both pages are saved at 390 and 1280 px.
 */

const OWNER = { email: 'demo@swagly.example', password: 'demo-customer-2026' }

type Post = { body: string; headers: IncomingHttpHeaders }

/** A receiver on this machine that answers every post with `status` and keeps what it got. */
const startReceiver = async (status: number) => {
  const posts: Post[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      posts.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers })
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'broken')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/swagly-events`, posts, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** Adds an endpoint through the form and returns the secret its panel shows, once. */
const addEndpoint = async (page: Page, { url, description, events }: { url: string; description: string; events: 'all' | string[] }) => {
  await page.getByLabel('Endpoint URL').fill(url)
  await page.getByLabel('Description').fill(description)
  if (events === 'all') await page.getByRole('checkbox', { name: 'All events' }).check()
  for (const event of events === 'all' ? [] : events) await page.getByRole('checkbox', { name: event, exact: true }).check()
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  const panel = page.getByRole('region', { name: 'Your endpoint’s signing secret' })
  await expect(panel.getByText('Copy it now: it won’t be shown again.')).toBeVisible()
  const secret = await panel.getByRole('textbox').inputValue()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
  return { panel, secret }
}

const deliveryRow = (page: Page, eventType: string) =>
  page.getByRole('table', { name: 'Deliveries, newest first' }).getByRole('row').filter({ hasText: eventType })

test('connects a receiver, tests it, resends, turns it off and on, and removes it', async ({ page }) => {
  test.setTimeout(240_000)
  const [working, broken] = await Promise.all([startReceiver(200), startReceiver(500)])
  try {
    expect((await page.request.post('/payload-api/customers/login', { data: OWNER })).ok()).toBe(true)
    await page.goto('/dashboard/webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'API keys' }).first()).toBeVisible()

    // An endpoint must take at least one event; the refusal takes the focus to the events.
    await page.getByLabel('Endpoint URL').fill(working.url)
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(page.getByRole('group', { name: 'Events to send' }).getByText('Choose at least one event to send.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'All events' })).toBeFocused()

    // The secret, this once; after Done it is nowhere on the page, also when it is loaded again.
    const { panel, secret } = await addEndpoint(page, { url: working.url, description: 'Journey receiver', events: 'all' })
    await expect(panel.getByText('Standard Webhooks')).toBeVisible()
    await shot(page, 'webhooks-secret')
    await panel.getByRole('button', { name: 'Done' }).click()
    await expect(panel).toHaveCount(0)
    await expect(page.getByLabel('Endpoint URL')).toHaveValue('')
    await page.reload()
    await expect(page.getByText(secret)).toHaveCount(0)

    const second = await addEndpoint(page, { url: broken.url, description: 'Broken receiver', events: ['order.paid'] })
    await second.panel.getByRole('button', { name: 'Done' }).click()
    const endpoints = page.getByRole('region', { name: 'Endpoints of Harbour & Co.' })
    await expect(endpoints.getByRole('listitem').filter({ hasText: working.url }).getByText('On', { exact: true })).toBeVisible()
    await expect(endpoints.getByRole('listitem').filter({ hasText: broken.url }).getByText('order.paid')).toBeVisible()
    await shot(page, 'webhooks-list')

    // A test event reaches the working receiver, signed with the secret, and its 200 is shown.
    await endpoints.getByRole('link', { name: working.url }).click()
    await expect(page.getByRole('heading', { name: 'Journey receiver', level: 1 })).toBeVisible()
    await expect(page.getByText('No deliveries yet — send a test event.')).toBeVisible()
    await page.getByRole('button', { name: 'Send test event' }).click()
    await expect(page.getByText(/^Your receiver answered 200 in \d+ ms\.$/)).toBeVisible()
    expect(working.posts).toHaveLength(1)
    const [ping] = working.posts
    const verified = new Webhook(secret).verify(ping!.body, ping!.headers as Record<string, string>) as { id: string; type: string }
    expect(verified.type).toBe('webhook.ping')
    expect(verified.id).toMatch(/^evt_[0-9a-f]{32}$/)
    const pingRow = deliveryRow(page, 'webhook.ping')
    await expect(pingRow.getByText('Delivered', { exact: true })).toBeVisible()
    await expect(pingRow.getByRole('cell').first()).toContainText(verified.id)
    await expect(pingRow.getByRole('cell').filter({ hasText: /^Response\s*200$/ })).toBeVisible()

    // Resent: the same event, with the same id, reaches the receiver again through the jobs queue.
    await pingRow.getByRole('button', { name: `Resend ${verified.id}` }).click()
    await expect(pingRow.getByText('Queued to send again.')).toBeVisible()
    await expect.poll(() => working.posts.length, { timeout: 30_000 }).toBe(2)
    expect(working.posts[1]!.headers['webhook-id']).toBe(verified.id)
    await expect
      .poll(
        async () => {
          await page.reload()
          return deliveryRow(page, 'webhook.ping')
            .getByRole('cell')
            .filter({ hasText: /^Tries\s*2$/ })
            .count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    await expect(pingRow.getByText('Delivered', { exact: true })).toBeVisible()

    // Off: nothing is sent, so neither a test nor a resend is offered; on again, both are back.
    await page.getByRole('button', { name: 'Turn off' }).click()
    await expect(page.getByText('Turned off.', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible()
    await expect(page.getByText('Off', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Turned off on /)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled()
    await expect(pingRow.getByRole('button', { name: /^Resend/ })).toHaveCount(0)
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText('Turned on.', { exact: true })).toBeVisible()
    await expect(page.getByText('On', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeEnabled()
    await expect(pingRow.getByRole('button', { name: /^Resend/ })).toBeVisible()
    await shot(page, 'webhook-endpoint')

    // The broken receiver's 500 is a failure, in the answer, the log and the endpoint's state.
    await page.getByRole('link', { name: 'All endpoints' }).click()
    await endpoints.getByRole('link', { name: broken.url }).click()
    await expect(page.getByRole('heading', { name: 'Broken receiver', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Send test event' }).click()
    await expect(page.getByText(/^Your receiver answered 500 in \d+ ms\.$/)).toBeVisible()
    await expect(page.getByText('Only an answer from 200 to 299 counts as received', { exact: false })).toBeVisible()
    expect(broken.posts).toHaveLength(1)
    const failedRow = deliveryRow(page, 'webhook.ping')
    await expect(failedRow.getByText('Failed', { exact: true })).toBeVisible()
    await expect(failedRow.getByRole('cell').filter({ hasText: /^Response\s*500$/ })).toBeVisible()
    await expect(page.getByText('Failing', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Failing since /)).toBeVisible()
    await shot(page, 'webhook-endpoint-failing')

    // The list counts each endpoint's deliveries by how they went.
    await page.getByRole('link', { name: 'All endpoints' }).click()
    await expect(endpoints.getByRole('listitem').filter({ hasText: working.url }).getByText('Last 7 days: 1 delivered')).toBeVisible()
    await expect(endpoints.getByRole('listitem').filter({ hasText: broken.url }).getByText('Last 7 days: 1 failed')).toBeVisible()

    // Removed after confirming, so the demo company keeps no endpoint the journey made.
    for (const url of [broken.url, working.url]) {
      await endpoints.getByRole('link', { name: url }).click()
      await page.getByRole('button', { name: 'Remove' }).click()
      const dialog = page.getByRole('dialog', { name: 'Remove this endpoint?' })
      await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible()
      await dialog.getByRole('button', { name: 'Remove endpoint' }).click()
      await expect(page).toHaveURL(/\/dashboard\/webhooks$/)
      await expect(endpoints.getByRole('link', { name: url })).toHaveCount(0)
    }
    await expect(page.getByText('No endpoints yet.', { exact: false })).toBeVisible()
  } finally {
    await Promise.all([working.close(), broken.close()])
  }
})
