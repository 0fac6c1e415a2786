import { expect, it } from 'vitest'

import { freshCustomer, stockFor } from '../support/customers'
import { api, DEMO, login } from '../support/http'

it('measures inviting 500 people in one request', async () => {
  const staff = (await login('staff-members', DEMO.staff)).token
  const owner = await freshCustomer(staff, 'measure')
  const item = await stockFor(staff, owner, 10, 'Measure')
  const csv = ['name,email', ...Array.from({ length: 500 }, (_, i) => `Person ${i},m${i}-${Date.now()}@example.com`)].join('\n')
  const started = performance.now()
  const response = await api('/recipient-links/invite', {
    token: owner.token,
    body: { mode: 'ship', name: 'Big', items: [{ inventoryItem: item }], recipientsCsv: csv },
  })
  console.log(`MEASURE invite 500: ${response.status} in ${Math.round(performance.now() - started)} ms`)
  expect(response.status).toBe(201)
}, 120_000)
