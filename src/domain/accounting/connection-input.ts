// The accounts a connected organisation's bills and payments are coded to, as the form sends them.
import { z } from 'zod'

/** Xero's account codes: up to 10 letters, digits, dots, dashes or underscores. */
export const XERO_ACCOUNT_CODE = /^[A-Za-z0-9._-]{1,10}$/

/** Where a fresh connection codes things in Xero's default Australian chart: Advertising, and the business bank account. */
export const DEFAULT_XERO_ACCOUNTS = { expenseAccount: '400', bankAccount: '090' } as const

const code = (what: string) =>
  z
    .string(`Enter the ${what} account code.`)
    .trim()
    .regex(XERO_ACCOUNT_CODE, `Enter the ${what} account code as it shows in Xero, up to 10 letters or digits.`)

export const connectionAccountsSchema = z.object({ expenseAccount: code('expense'), bankAccount: code('bank') })

export type ConnectionAccounts = z.output<typeof connectionAccountsSchema>
