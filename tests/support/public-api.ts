import { expect } from 'vitest'

import type { ApiKeyScope } from '@/domain/api-key'

import type { Member } from './companies'
import { api, request } from './http'

/** A key made the way a company's owner makes one (the dashboard's operation over REST). */
export const keyFor = async (
  owner: Member,
  company: number,
  scopes: ApiKeyScope[],
  extra: { allowedAddresses?: string; expiresOn?: string } = {},
): Promise<{ key: string; apiKey: number }> => {
  const made = await api('/api-keys/create', {
    token: owner.token,
    headers: { cookie: `company=${company}` },
    body: { name: `Key ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`, scopes, ...extra },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return made.body
}

type V1Options = { address?: string; method?: string; authorization?: string; body?: unknown; headers?: Record<string, string> }

/** A call to the public API with a key (or any Authorization header), from `address` when given; a body is sent as JSON. */
export const v1 = (path: string, key: string | null, options: V1Options = {}) =>
  request(`/api/v1${path}`, {
    method: options.method,
    body: options.body,
    headers: {
      ...(options.authorization !== undefined ? { authorization: options.authorization } : key ? { authorization: `Bearer ${key}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      ...options.headers,
    },
  })

/** An order of `owner`'s company with one line (a plain product), as staff make one: something to reorder. */
export const reorderableOrder = async (staffToken: string, owner: { id: number }) => {
  const made = async (path: string, body: Record<string, unknown>) => {
    const response = await api(path, { token: staffToken, body })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.doc.id as number
  }
  const products = (await api('/products?limit=100&depth=0', { token: staffToken })).body.docs as { id: number; hasSizing: boolean; title: string }[]
  const plain = products.find((product) => !product.hasSizing)!
  const name = `Reorderable ${Date.now()}`
  const project = await made('/projects', { name, customer: owner.id })
  const line = await made('/line-items', { project, title: plain.title, product: plain.id, quantity: 40, position: 0 })
  return { id: await made('/orders', { name, customer: owner.id, project, lineItems: [line] }), name }
}
