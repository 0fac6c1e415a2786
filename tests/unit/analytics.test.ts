import { describe, expect, it } from 'vitest'

import { addToEnquiryEvent, formatCustomer, searchEvent, submitEnquiryEvent, viewEvent } from '@/domain/analytics'

const customer = { id: 7, email: 'demo@swagly.example', firstName: 'Dana', lastName: 'Reyes' }

describe('analytics events', () => {
  it('formats the signed-in customer as id, email and full name', () => {
    expect(formatCustomer(customer)).toEqual({ id: 7, email: 'demo@swagly.example', fullName: 'Dana Reyes' })
    expect(formatCustomer({ ...customer, fullName: 'Dana M. Reyes' })?.fullName).toBe('Dana M. Reyes')
    expect(formatCustomer({ id: 8, email: 'x@example.com' })).toEqual({ id: 8, email: 'x@example.com', fullName: '' })
  })

  it('has no customer for a visitor', () => {
    expect(viewEvent('/', '', null).customer).toBeNull()
    expect(formatCustomer(undefined)).toBeNull()
  })

  it('records a view with the path and query the visitor sees', () => {
    expect(viewEvent('/products', '?sort=name', customer)).toEqual({
      event: 'view',
      data: { path: '/products?sort=name' },
      customer: { id: 7, email: 'demo@swagly.example', fullName: 'Dana Reyes' },
    })
    expect(viewEvent('/start', '', null).data).toEqual({ path: '/start' })
  })

  it('records the product and colour added to the enquiry', () => {
    const event = addToEnquiryEvent({ id: 3, title: 'Tee', slug: 'tee' }, { id: 9, name: 'Navy' }, null)
    expect(event).toEqual({
      event: 'add_to_enquiry',
      data: { product: { id: 3, title: 'Tee', slug: 'tee' }, variant: { id: 9, name: 'Navy' } },
      customer: null,
    })
    expect(addToEnquiryEvent({ id: 3, title: 'Tee', slug: 'tee' }, null, null).data.variant).toBeNull()
  })

  it('records the shape of a submitted enquiry without contact details', () => {
    const event = submitEnquiryEvent({ type: 'general', itemCount: 0, audience: 'An event', quantity: '', budget: undefined }, customer)
    expect(event.event).toBe('submit_enquiry')
    expect(event.data).toEqual({ type: 'general', itemCount: 0, audience: 'An event', quantity: null, budget: null })
    expect(JSON.stringify(event.data)).not.toContain('@')
  })

  it('records a search with its term and how many products it found', () => {
    expect(searchEvent('navy hoodie', 3, customer)).toEqual({
      event: 'search',
      data: { term: 'navy hoodie', resultCount: 3 },
      customer: { id: 7, email: 'demo@swagly.example', fullName: 'Dana Reyes' },
    })
    expect(searchEvent('zzz', 0, null)).toMatchObject({ data: { term: 'zzz', resultCount: 0 }, customer: null })
  })
})
