import { describe, expect, it } from 'vitest'

import { accountingExportSchema, exportFileName, periodPresets } from '@/domain/accounting/export-request'

const problems = (input: unknown) => {
  const parsed = accountingExportSchema.safeParse(input)
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('accountingExportSchema', () => {
  it("takes a file and its days, starting the account at the system's usual one", () => {
    expect(accountingExportSchema.parse({ file: 'xero-bills', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      file: 'xero-bills',
      from: '2026-11-01',
      to: '2026-11-30',
      account: '400',
    })
    expect(accountingExportSchema.parse({ file: 'myob-payments', from: '2026-07-01', to: '2027-06-30', account: ' 1-1120 ' }).account).toBe('1-1120')
  })

  it('refuses an unknown file, a day that does not exist, a backwards or over-long period and a malformed account', () => {
    expect(problems({ file: 'quickbooks', from: '2026-11-01', to: '2026-11-30' })).toEqual({ file: 'Choose a file to download.' })
    expect(problems({ file: 'xero-bills', from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: 'Enter the first day as YYYY-MM-DD.' })
    expect(problems({ file: 'xero-bills', from: '2026-11-30', to: '2026-11-01' })).toEqual({ to: 'The last day comes before the first.' })
    expect(problems({ file: 'xero-bills', from: '2025-07-01', to: '2026-07-02' })).toEqual({
      to: 'Choose at most a year: a file covers one financial year or less.',
    })
    expect(problems({ file: 'myob-purchases', from: '2026-11-01', to: '2026-11-30', account: '400' })).toEqual({
      account: 'Enter a MYOB account number such as 6-1100.',
    })
    expect(problems({ file: 'xero-bills', from: '2026-11-01', to: '2026-11-30', account: 'DROP TABLE;' })).toEqual({
      account: 'Enter the account code as it shows in Xero, up to 10 letters or digits.',
    })
  })

  it('names the file after what it holds and when', () => {
    expect(exportFileName({ file: 'myob-purchases', from: '2026-10-01', to: '2026-12-31' })).toBe(
      'swagly-myob-purchases-2026-10-01-to-2026-12-31.txt',
    )
  })
})

describe('periodPresets', () => {
  it('offers calendar months, BAS quarters and financial years from 1 July', () => {
    const presets = Object.fromEntries(periodPresets('2026-11-30').map(({ preset, from, to }) => [preset, `${from}..${to}`]))
    expect(presets).toEqual({
      'this-month': '2026-11-01..2026-11-30',
      'last-month': '2026-10-01..2026-10-31',
      'this-quarter': '2026-10-01..2026-12-31',
      'last-quarter': '2026-07-01..2026-09-30',
      'this-financial-year': '2026-07-01..2027-06-30',
      'last-financial-year': '2025-07-01..2026-06-30',
    })
  })

  it('steps back across a year end', () => {
    const presets = Object.fromEntries(periodPresets('2027-01-15').map(({ preset, from, to }) => [preset, `${from}..${to}`]))
    expect(presets['last-month']).toBe('2026-12-01..2026-12-31')
    expect(presets['last-quarter']).toBe('2026-10-01..2026-12-31')
  })
})
