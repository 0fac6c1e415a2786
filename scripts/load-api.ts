import type { Credentials } from './load-users'

/** The REST calls `npm run load` makes outside the users' timed requests: planning and checking. */

export const getJSON = async (url: string, token?: string) => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json() as Promise<any>
}

export const signInAs = async (baseURL: string, collection: 'customers' | 'staff-members', credentials: Credentials) => {
  const response = await fetch(`${baseURL}/payload-api/${collection}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`Signing in ${credentials.email} answered ${response.status}`)
  const { token, user } = (await response.json()) as { token: string; user: { id: number } }
  return { token, id: user.id }
}

/** A REST write that must succeed: the run cannot go on without what it prepares. */
export const writeJSON = async (baseURL: string, token: string, path: string, method: 'POST' | 'PATCH', data: unknown) => {
  const response = await fetch(`${baseURL}/payload-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { doc: { id: number } }).doc
}

/** How many times each value occurs. */
export const tally = <T>(values: T[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>())
