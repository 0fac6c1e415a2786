'use client'

import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { TextField } from '@/components/ui/TextField'
import { useActionForm } from '@/components/ui/use-action-form'
import { changeAccountingAccountsAction } from '@/features/dashboard/accounting-actions'

const FIELDS = ['expenseAccount', 'bankAccount'] as const

/** The Xero accounts synced bills are coded to and their payments made from, changed for what is synced next. */
export function AccountingAccountsForm({ expenseAccount, bankAccount }: { expenseAccount: string; bankAccount: string }) {
  const { errors, pending, send } = useActionForm(changeAccountingAccountsAction, FIELDS, () => undefined)
  return (
    <form
      aria-label="Xero accounts"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        send({ expenseAccount: String(data.get('expenseAccount') ?? ''), bankAccount: String(data.get('bankAccount') ?? '') })
      }}
    >
      {errors.form ? (
        <div className="sm:col-span-3">
          <Notice tone="error">{errors.form}</Notice>
        </div>
      ) : null}
      <TextField
        id="expenseAccount"
        label="Bills coded to (account code)"
        defaultValue={expenseAccount}
        maxLength={10}
        error={errors.expenseAccount}
      />
      <TextField id="bankAccount" label="Payments made from (account code)" defaultValue={bankAccount} maxLength={10} error={errors.bankAccount} />
      <button type="submit" disabled={pending} className={buttonClasses('secondary', 'md')}>
        {pending ? 'Saving…' : 'Save accounts'}
      </button>
    </form>
  )
}
