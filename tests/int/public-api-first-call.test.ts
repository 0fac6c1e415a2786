import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { describe, expect, inject, it } from 'vitest'

import { api, baseURL, DEMO, login } from '../support/http'

/**
 * The README's "First API call", followed as a customer's developer would: the demo customer
 * makes a key (the dashboard's operation), and the README's own shell lines run with curl
 * against the production server.
 */

const database = inject('databaseLabel')

/** The shell lines of the README's "First API call" section. */
const readmeLines = (): string[] => {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf('## First API call'))
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1]
  if (!block) throw new Error('The README has no shell block under "First API call".')
  return block.split('\n').filter((line) => line.trim())
}

describe(`the README's first API call (${database})`, () => {
  it('answers each of its curl lines with a page of the company’s data', async () => {
    const customer = await login('customers', DEMO.customerA)
    const made = await api('/api-keys/create', { token: customer.token, body: { name: `README ${Date.now()}`, scopes: ['read'] } })
    expect(made.status, JSON.stringify(made.body)).toBe(201)

    const lines = readmeLines()
    expect(lines[0]).toMatch(/^export SWAGLY_KEY=swk_\.\.\./)
    const calls = lines.slice(1)
    expect(calls.length).toBeGreaterThan(0)
    for (const line of calls) {
      expect(line).toMatch(/^curl /)
      const command = [lines[0]!.replace('swk_...', made.body.key), line.replaceAll('http://localhost:3000', baseURL())].join('\n')
      const output = execFileSync('bash', ['-euo', 'pipefail', '-c', command], { encoding: 'utf8', timeout: 30_000 })
      const answer = JSON.parse(output)
      expect(answer, `${line}: ${output.slice(0, 300)}`).toMatchObject({ page: 1, hasNextPage: expect.any(Boolean) })
      expect(answer.data.length, line).toBeGreaterThan(0)
    }
  })
})
