/**
 * A per-customer page cache in front of Next.js for the customer dashboard (scripts/serve.ts).
 * Rendering a dashboard list costs tens of milliseconds of CPU; customers mostly go back and forth
 * between the same few pages, which change only when their data does, and a team sharing an
 * account, or one person on a laptop and a phone, sees the same pages. A stored page is sent
 * again only while the requesting session is live and the customer's data version
 * (customer-data-version.ts) is the one it was rendered at, so it is never staler than a fresh
 * render, on any instance. Staff viewing as a customer always get a fresh render.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { dashboardPageRequest } from '@/domain/dashboard-page-key'
import { sessionTokenKey } from '../payload-secret'
import { customerDataVersion } from './customer-data-version'
import { PageStore, recordResponse, sendStoredPage, type StoredPage } from './page-store'
import { replayablePage } from './replayed-page-policy'

const MAX_BYTES = 64 * 1024 * 1024
// A safety net for changes made outside the app (a row edited by hand, its updated_at untouched).
const MAX_AGE_MS = 5 * 60_000

type DashboardPage = StoredPage & { version: string }

const pages = new PageStore<DashboardPage>(MAX_BYTES)
const tokenKey = sessionTokenKey()

export const serveDashboardPage = async (request: IncomingMessage, response: ServerResponse, next: () => unknown): Promise<unknown> => {
  const page = dashboardPageRequest(request.method, request.url ?? '/', request.headers, tokenKey)
  if (page === null) return next()
  // Read before rendering: a change made while the page renders leaves it stored under the older version.
  const version = await customerDataVersion(page.customerId, page.sessionId)
  if (version === null) return next()
  const stored = pages.get(page.key)
  if (stored && stored.version === version && Date.now() - stored.storedAt < MAX_AGE_MS) return sendStoredPage(response, stored)
  recordResponse(response, (rendered) => {
    if (String(rendered.headers['content-type'] ?? '').startsWith('text/html')) pages.set(page.key, replayablePage({ ...rendered, version }))
  })
  return next()
}
