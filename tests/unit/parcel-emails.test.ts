import { describe, expect, it } from 'vitest'

import { emailsAt, MOMENTS_FOR, parcelMomentOf, PARCEL_MOMENTS } from '@/domain/delivery/parcel-emails'
import { TRACKING_STATES } from '@/domain/delivery/tracking'

describe('parcel emails', () => {
  it('without a choice, emails what companies always got: the recipient the last mile and trouble, the customer the dispatch and trouble', () => {
    const defaults = (party: 'toRecipient' | 'toCustomer') => PARCEL_MOMENTS.filter((moment) => emailsAt(null, party, moment))
    expect(defaults('toRecipient')).toEqual(['outForDelivery', 'delivered', 'exception'])
    expect(defaults('toCustomer')).toEqual(['shipped', 'exception', 'returned'])
    expect(emailsAt({ toRecipient: { delivered: null } }, 'toRecipient', 'delivered'), 'a null checkbox is no choice').toBe(true)
  })

  it('follows a choice made, either way, and never offers the recipient a parcel coming back', () => {
    const choices = { toRecipient: { shipped: true, delivered: false, returned: true }, toCustomer: { exception: false } }
    expect(emailsAt(choices, 'toRecipient', 'shipped')).toBe(true)
    expect(emailsAt(choices, 'toRecipient', 'delivered')).toBe(false)
    expect(emailsAt(choices, 'toRecipient', 'returned')).toBe(false)
    expect(emailsAt(choices, 'toCustomer', 'exception')).toBe(false)
    expect(emailsAt(choices, 'toCustomer', 'returned')).toBe(true)
    expect(MOMENTS_FOR.toRecipient).not.toContain('returned')
  })

  it('names the moment each tracking state is; a label or a scan in transit is none (leaving is the shipment’s status)', () => {
    expect(Object.fromEntries(TRACKING_STATES.map((state) => [state, parcelMomentOf(state)]))).toEqual({
      label_created: null,
      in_transit: null,
      out_for_delivery: 'outForDelivery',
      delivered: 'delivered',
      exception: 'exception',
      returned_to_sender: 'returned',
    })
  })
})
