// What a company may download for its books: which file, for which days, coded to which account.
import { z } from 'zod'

import { budgetPeriodOf, lastDayOf, type BudgetPeriod } from '../budget-period'
import { addDays, DAY_PERIOD_FIELDS, periodRule, type PresetPeriod } from '../day-period'
import { XERO_ACCOUNT_CODE } from './connection-input'

export const ACCOUNTING_FILES = ['xero-bills', 'myob-purchases', 'myob-payments'] as const
export type AccountingFile = (typeof ACCOUNTING_FILES)[number]

type FileShape = {
  label: string
  system: 'Xero' | 'MYOB AccountRight'
  extension: 'csv' | 'txt'
  contentType: string
  /** What the account asked for is, in the system's own words, and a start that suits its default chart. */
  account: { label: string; defaultValue: string; pattern: RegExp; problem: string }
}

const XERO_ACCOUNT = { pattern: XERO_ACCOUNT_CODE, problem: 'Enter the account code as it shows in Xero, up to 10 letters or digits.' }
const MYOB_ACCOUNT = { pattern: /^\d-?\d{4}$/, problem: 'Enter a MYOB account number such as 6-1100.' }

export const ACCOUNTING_FILE_SHAPES: Record<AccountingFile, FileShape> = {
  'xero-bills': {
    label: 'Bills (Xero)',
    system: 'Xero',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    account: { label: 'Expense account code', defaultValue: '400', ...XERO_ACCOUNT },
  },
  'myob-purchases': {
    label: 'Service purchases (MYOB)',
    system: 'MYOB AccountRight',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    account: { label: 'Expense account number', defaultValue: '6-1100', ...MYOB_ACCOUNT },
  },
  'myob-payments': {
    label: 'Supplier payments (MYOB)',
    system: 'MYOB AccountRight',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    account: { label: 'Paid from account number', defaultValue: '1-1110', ...MYOB_ACCOUNT },
  },
}

/** The longest period one file covers: a financial year, leap day included. */
export const MAX_EXPORT_DAYS = 366

const EXPORT_PERIOD = periodRule({ maxDays: MAX_EXPORT_DAYS, tooLong: 'Choose at most a year: a file covers one financial year or less.' })

/** The days a page or a file covers, first and last, as YYYY-MM-DD in Sydney. */
export const periodSchema = z.object(DAY_PERIOD_FIELDS).refine(EXPORT_PERIOD.check, EXPORT_PERIOD.params)

/** A download as the accounting page's form (or a link) asks for it. */
export const accountingExportSchema = z
  .object({ file: z.enum(ACCOUNTING_FILES, 'Choose a file to download.'), ...DAY_PERIOD_FIELDS, account: z.string().trim().optional() })
  .refine(EXPORT_PERIOD.check, EXPORT_PERIOD.params)
  .transform((request, ctx) => {
    const account = ACCOUNTING_FILE_SHAPES[request.file].account
    const value = request.account || account.defaultValue
    if (!account.pattern.test(value)) {
      ctx.issues.push({ code: 'custom', path: ['account'], message: account.problem, input: request.account })
      return z.NEVER
    }
    return { ...request, account: value }
  })

export type AccountingExport = z.output<typeof accountingExportSchema>

/** The file's name: what it is and the days it covers. */
export const exportFileName = ({ file, from, to }: Pick<AccountingExport, 'file' | 'from' | 'to'>) =>
  `swagly-${file}-${from}-to-${to}.${ACCOUNTING_FILE_SHAPES[file].extension}`

export const PERIOD_PRESETS = ['this-month', 'last-month', 'this-quarter', 'last-quarter', 'this-financial-year', 'last-financial-year'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

const PRESETS: Record<PeriodPreset, { label: string; period: BudgetPeriod; back: boolean }> = {
  'this-month': { label: 'This month', period: 'monthly', back: false },
  'last-month': { label: 'Last month', period: 'monthly', back: true },
  'this-quarter': { label: 'This quarter', period: 'quarterly', back: false },
  'last-quarter': { label: 'Last quarter', period: 'quarterly', back: true },
  'this-financial-year': { label: 'This financial year', period: 'yearly', back: false },
  'last-financial-year': { label: 'Last financial year', period: 'yearly', back: true },
}

/**
 * The periods the page offers, as first and last days, for `today` (YYYY-MM-DD in Sydney):
 * calendar months, the quarters a BAS covers, and financial years from 1 July.
 */
export function periodPresets(today: string): PresetPeriod<PeriodPreset>[] {
  return PERIOD_PRESETS.map((preset) => {
    const { label, period, back } = PRESETS[preset]
    const current = budgetPeriodOf(period, 1, today)
    const span = back ? budgetPeriodOf(period, 1, addDays(current.start, -1)) : current
    return { preset, label, from: span.start, to: lastDayOf(span) }
  })
}
