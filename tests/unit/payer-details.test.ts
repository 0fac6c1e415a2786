import { describe, expect, it } from 'vitest'

import { checkPayerDetails } from '@/domain/payer-details'
import { PURCHASE_ORDER_MESSAGE } from '@/domain/purchase-order'

describe('checkPayerDetails', () => {
  it('takes the email trimmed and in lower case, with or without a PO number', () => {
    expect(checkPayerDetails('  Finance@Example.COM ', undefined)).toEqual({ ok: true, email: 'finance@example.com' })
    expect(checkPayerDetails('finance@example.com', 'PO-1234')).toEqual({ ok: true, email: 'finance@example.com' })
    expect(checkPayerDetails('finance@example.com', '')).toEqual({ ok: true, email: 'finance@example.com' })
  })

  it('names the email first when it is not one', () => {
    const problem = { ok: false, field: 'payerEmail', message: 'Enter a valid email address for your receipt.' }
    expect(checkPayerDetails('not an email', 'PO 1')).toEqual(problem)
    expect(checkPayerDetails(42, '!!')).toEqual(problem)
    expect(checkPayerDetails(`${'a'.repeat(250)}@example.com`, undefined)).toMatchObject({ ok: false, field: 'payerEmail' })
  })

  it('names the PO number when only it is wrong', () => {
    expect(checkPayerDetails('finance@example.com', '!!')).toEqual({ ok: false, field: 'purchaseOrderNumber', message: PURCHASE_ORDER_MESSAGE })
    expect(checkPayerDetails('finance@example.com', 7)).toEqual({ ok: false, field: 'purchaseOrderNumber', message: PURCHASE_ORDER_MESSAGE })
  })
})
