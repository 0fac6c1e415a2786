import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

import { layerViolations } from '../support/layer-violations'

/**
 * The conventions lint and `npm run check:layers` enforce, each shown refusing a sample that
 * breaks it and passing one that keeps it, with the project's own configuration.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('lint conventions', () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT })
  })

  /**
   * The rules a sample breaks, linted as the text of `filePath`: an existing file, so the
   * type-aware parser finds it in the project (the file itself is not read or changed).
   */
  const brokenRules = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
    return result!.messages.map((message) => message.ruleId)
  }

  const lines = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index}`).join('\n') + '\n'

  it('refuses a file over 300 lines, and passes one of 300', async () => {
    expect(await brokenRules(lines(301), 'src/domain/pricing.ts')).toContain('max-lines')
    expect(await brokenRules(lines(300), 'src/domain/pricing.ts')).toEqual([])
  }, 60_000)

  it('counts comments and blank lines, as an editor does', async () => {
    const padded = lines(200) + '\n'.repeat(50) + '// a comment\n'.repeat(51)
    expect(await brokenRules(padded, 'src/domain/pricing.ts')).toContain('max-lines')
  }, 60_000)

  it("lets the seed's catalogue data run long", async () => {
    expect(await brokenRules(lines(301), 'src/seed/catalogue/shapes/box.ts')).toEqual([])
  }, 60_000)

  it('refuses an eslint-disable without a reason, and passes one with', async () => {
    const disabled = (directive: string) =>
      `export function first(items: unknown[]) {\n  ${directive}\n  const [head]: any = items\n  return head\n}\n`
    expect(await brokenRules(disabled('// eslint-disable-next-line @typescript-eslint/no-explicit-any'), 'src/domain/pricing.ts')).toContain(
      '@eslint-community/eslint-comments/require-description',
    )
    expect(
      await brokenRules(
        disabled('// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the items are of any shape'),
        'src/domain/pricing.ts',
      ),
    ).toEqual([])
  }, 60_000)
})

describe('the email layer rule', () => {
  // The rule as `npm run check:layers` runs it, over a small tree that breaks it on purpose.
  const violationsOf = (files: string[]) => layerViolations('conventions', files)

  it('refuses email importing a collection or a job', async () => {
    expect(await violationsOf(['src/email'])).toEqual([
      'email-below-collections-and-jobs: src/email/order-receipt.ts → src/collections/orders/order-total.ts',
      'email-below-collections-and-jobs: src/email/queue-receipt.ts → src/jobs/send-queue.ts',
    ])
  })

  it('lets email import the platform', async () => {
    expect(await violationsOf(['src/email/welcome.ts'])).toEqual([])
  })
})
