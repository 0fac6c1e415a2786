import type { Metadata } from 'next'

import { AccountingDownloads } from '@/components/dashboard/accounting/AccountingDownloads'
import { PeriodFigures } from '@/components/dashboard/accounting/PeriodFigures'
import { XeroConnectionPanel } from '@/components/dashboard/accounting/XeroConnectionPanel'
import { XeroOutcomeNotice } from '@/components/dashboard/accounting/XeroOutcomeNotice'
import { PeriodPicker } from '@/components/dashboard/PeriodPicker'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { Notice } from '@/components/ui/Notice'
import { PageHeader } from '@/components/ui/PageHeader'
import { ACCOUNTING_FILES, accountingExportSchema, periodPresets, periodSchema } from '@/domain/accounting/export-request'
import { calendarDateInAustralia } from '@/domain/business-days'
import { roleAllows } from '@/domain/company-roles'
import { fieldErrorsOf } from '@/domain/field-errors'
import { requireViewer } from '@/features/auth/current-customer'
import { getAccountingPeriod } from '@/features/dashboard/accounting'
import { CONNECT_OUTCOMES } from '@/features/dashboard/accounting-connect'
import { getAccountingConnection } from '@/features/dashboard/accounting-connection'
import { singleValue, type PageSearch } from '@/platform/http/search-params'

export const metadata: Metadata = { title: 'Accounting' }

/**
 * The company's tax invoices for a period, with what they add up to, the sync with its own Xero
 * organisation, and the files that carry them into Xero or MYOB. For owners and finance members;
 * the period lives in the address, and a download that could not be made, or a connection that
 * could not be made, comes back here to be told.
 */
export default async function AccountingPage({ searchParams }: { searchParams: PageSearch }) {
  const { customer, company } = await requireViewer('/dashboard/accounting')
  if (!company)
    return (
      <NoCompanyPage title="Accounting">Accounting belongs to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
    )
  if (!roleAllows(company.role, 'readSpend')) {
    return (
      <>
        <PageHeader title="Accounting" />
        <p className="mt-6 text-sm text-muted">
          Only the owners and finance members of {company.name} see its invoices and download them for accounting.
        </p>
      </>
    )
  }
  const search = await searchParams
  const presets = periodPresets(calendarDateInAustralia(new Date()))
  const fallback = presets.find((preset) => preset.preset === 'this-financial-year')!
  const asked = { from: singleValue(search.from) ?? fallback.from, to: singleValue(search.to) ?? fallback.to }
  const checked = periodSchema.safeParse(asked)
  const period = checked.success ? checked.data : fallback
  const periodErrors = checked.success ? {} : fieldErrorsOf(checked.error)
  const file = ACCOUNTING_FILES.find((name) => name === singleValue(search.file))
  const download = file ? accountingExportSchema.safeParse({ ...period, file, account: singleValue(search.account) }) : null
  const [figures, panel] = await Promise.all([getAccountingPeriod(customer, period), getAccountingConnection(customer)])
  const outcome = CONNECT_OUTCOMES.find((value) => value === singleValue(search.xero))
  return (
    <>
      <PageHeader
        title="Accounting"
        description={`${company.name}’s tax invoices from Swagly and their payments, ready for Xero or MYOB. Amounts in AUD.`}
      />
      <div className="mt-6 space-y-8">
        {outcome ? <XeroOutcomeNotice outcome={outcome} tenantName={panel.connection?.tenantName ?? null} /> : null}
        <PeriodPicker path="/dashboard/accounting" presets={presets} from={asked.from} to={asked.to} errors={periodErrors} />
        {!checked.success ? (
          <Notice tone="error" title="That period can’t be shown">
            Showing this financial year instead. Fix the days above.
          </Notice>
        ) : null}
        {figures.more ? (
          <Notice tone="warning" title="More than 500 invoices in this period">
            An import file holds at most 500 invoices. Choose a shorter period, a month or a quarter, to download them.
          </Notice>
        ) : null}
        <PeriodFigures period={figures} />
        <XeroConnectionPanel panel={panel} period={{ from: period.from, to: period.to }} />
        <AccountingDownloads
          from={period.from}
          to={period.to}
          files={ACCOUNTING_FILES}
          asked={
            file
              ? {
                  file,
                  account: singleValue(search.account) ?? '',
                  problem: download && !download.success ? fieldErrorsOf(download.error).account : undefined,
                }
              : null
          }
        />
      </div>
    </>
  )
}
