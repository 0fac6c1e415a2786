import { randomAddress } from './client-address'
import { baseURL } from './http'

/**
 * Submits a page's form the way a browser without JavaScript does: the hidden fields React renders
 * for a server action, plus the given fields, posted as multipart to the page. The answer is the
 * page rendered with the action's result (or the redirect the action made).
 */
export type FormResponse = { status: number; html: string; headers: Headers; location: string | null }

type Auth = { token?: string; cookie?: string }

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const attribute = (tag: string, name: string) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`))
  return match ? decode(match[1]!) : null
}

const headersFor = (auth: Auth = {}) => {
  // Each form from its own address, as the API helpers do, so the per-address limits see separate clients.
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: baseURL(), 'x-forwarded-for': randomAddress() }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.cookie) headers.cookie = auth.cookie
  return headers
}

/** A page's HTML as a browser gets it (redirects not followed). */
export const getPage = async (path: string, auth?: Auth) => {
  const response = await fetch(`${baseURL()}${path}`, { headers: headersFor(auth), redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, html, headers: response.headers, location: redirectTarget(response.headers, html) }
}

/** Where a page sent the browser: the Location header, or the refresh Next streams after a late redirect. */
export const redirectTarget = (headers: Headers, html: string): string | null => {
  const location = headers.get('location')
  if (location) return new URL(location, baseURL()).pathname + new URL(location, baseURL()).search
  const refresh = html.match(/<meta[^>]+http-equiv="refresh"[^>]+content="\d+;url=([^"]+)"/)
  return refresh ? decode(refresh[1]!) : null
}

export const submitForm = async (
  path: string,
  { field, values, page: shownPage, ...auth }: { field: string; values: Record<string, string>; page?: { html: string } } & Auth,
): Promise<FormResponse> => {
  // `page`: post from a page fetched earlier, as a tab left open does.
  const page = shownPage ?? (await getPage(path, auth))
  const form = [...page.html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((match) => match[1]!.includes(`name="${field}"`))
  if (!form) throw new Error(`No form with a "${field}" field on ${path}`)
  const body = new FormData()
  for (const [tag] of form[1]!.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, 'name')
    if (name && attribute(tag, 'type') === 'hidden') body.set(name, attribute(tag, 'value') ?? '')
  }
  for (const [name, value] of Object.entries(values)) body.set(name, value)
  const response = await fetch(`${baseURL()}${path}`, { method: 'POST', headers: headersFor(auth), body, redirect: 'manual' })
  const html = await response.text()
  return { status: response.status, html, headers: response.headers, location: redirectTarget(response.headers, html) }
}
