import { describe, expect, it } from 'vitest'

import { cardPaymentOverwrite } from '@/domain/card-payment-record'

const paid = { paymentStatus: 'paid', paymentMethod: 'card', stripeTransactionId: 'pi_1' }

describe('a recorded card payment', () => {
  it('cannot be overwritten by a stale form', () => {
    expect(cardPaymentOverwrite(paid, { paymentStatus: 'unpaid' })).toMatch(/paid by card \(pi_1\)/)
    expect(cardPaymentOverwrite(paid, { paymentMethod: 'invoice' })).not.toBeNull()
    expect(cardPaymentOverwrite(paid, { stripeTransactionId: null })).not.toBeNull()
    expect(cardPaymentOverwrite(paid, { stripeTransactionId: 'pi_2' })).not.toBeNull()
  })

  it('may be marked refunded, and fields sent unchanged pass', () => {
    expect(cardPaymentOverwrite(paid, { paymentStatus: 'refunded' })).toBeNull()
    expect(cardPaymentOverwrite(paid, { ...paid, status: 'completed' } as never)).toBeNull()
    expect(cardPaymentOverwrite(paid, {})).toBeNull()
  })

  it('does not constrain a project that was not paid by card', () => {
    expect(cardPaymentOverwrite({ paymentStatus: 'unpaid' }, { paymentStatus: 'paid', stripeTransactionId: 'x' })).toBeNull()
    expect(cardPaymentOverwrite({ paymentStatus: 'paid', paymentMethod: 'invoice' }, { paymentStatus: 'unpaid' })).toBeNull()
  })
})
