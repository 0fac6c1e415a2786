import type { CustomerUser } from '@/collections/customers/customer-user'
import { accountingDownload, periodBills, type AccountingDownload, type Period, type PeriodBill } from '@/collections/payments/accounting-export'
import { accountingExportSchema } from '@/domain/accounting/export-request'
import { fieldErrorsOf } from '@/domain/field-errors'
import { payloadClient } from '@/payload-client'
import { refusal, type Result } from '@/platform/result'

/** What the accounting page shows for a period: the bills issued in it, and those settled in it. */
export type AccountingPeriod = { issued: PeriodBill[]; settled: PeriodBill[]; more: boolean }

export async function getAccountingPeriod(customer: CustomerUser, period: Period): Promise<AccountingPeriod> {
  const payload = await payloadClient()
  const [issued, settled] = await Promise.all([periodBills(payload, customer, period, 'issued'), periodBills(payload, customer, period, 'settled')])
  return { issued: issued.bills, settled: settled.bills, more: issued.more || settled.more }
}

/** The file a download link asks for, or why it cannot be made, each problem in plain words. */
export async function accountingFile(customer: CustomerUser, query: URLSearchParams): Promise<Result<AccountingDownload>> {
  const parsed = accountingExportSchema.safeParse(Object.fromEntries(query))
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error, 'file')
    return refusal(400, Object.values(errors).join(' '), errors)
  }
  return accountingDownload(await payloadClient(), customer, parsed.data)
}
