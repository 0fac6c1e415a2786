import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { layerViolations } from '../support/layer-violations'

// Every write has one home: server actions in src/features/, business rules in operations that
// pages and routes reach only through them. Both rules as lint and `npm run check:layers` run them.

const ROOT = path.resolve(import.meta.dirname, '../..')

// The samples are files that do not exist, so the type-aware rules (which need the project's
// files) are left out; the rule under test reads syntax only.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
})

const useServerProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message)
}

const ACTION_FILE = `'use server'

export async function approve(id: number): Promise<number> {
  return id
}
`

const INLINE_ACTION = `export const page = () => {
  const approve = async (id: number): Promise<number> => {
    'use server'
    return id
  }
  return approve
}
`

describe("'use server' outside src/features/", () => {
  it('is refused in a page, a component or a collection, at the top of a file or inside a function', async () => {
    expect(await useServerProblems('src/app/(frontend)/orders/actions.ts', ACTION_FILE)).toEqual([expect.stringMatching(/src\/features/)])
    expect(await useServerProblems('src/components/orders/Approve.tsx', ACTION_FILE)).toHaveLength(1)
    expect(await useServerProblems('src/collections/orders/approve.ts', ACTION_FILE)).toHaveLength(1)
    expect(await useServerProblems('src/app/(payload)/layout.tsx', INLINE_ACTION)).toHaveLength(1)
  }, 60_000)

  it('is allowed in a feature slice', async () => {
    expect(await useServerProblems('src/features/orders/approve-actions.ts', ACTION_FILE)).toEqual([])
  }, 60_000)
})

const violationsOf = (files: string[]) => layerViolations('write-home', files)

describe('a business rule in src/app/', () => {
  it('is refused: a page importing an operation or the transaction module', async () => {
    expect(await violationsOf(['src/app/order-page.ts'])).toEqual([
      'no-writes-in-app: src/app/order-page.ts → src/collections/orders/operations/approve-order.ts',
      'no-writes-in-app: src/app/order-page.ts → src/platform/database/transactions.ts',
    ])
  })

  it('is allowed through a feature’s action', async () => {
    expect(await violationsOf(['src/app/approve-page.ts'])).toEqual([])
  })
})
