import { describe, expect, it } from 'vitest'

import {
  hasOrderFilters,
  orderListHref,
  parseOrderListQuery,
  parsePageNumber,
  parseProjectListQuery,
  parseRecordId,
  projectListHref,
} from '@/domain/dashboard-filters'

describe('page numbers and ids from the address bar', () => {
  it('accepts whole numbers in range and falls back otherwise', () => {
    expect(parsePageNumber('3')).toBe(3)
    expect(parsePageNumber(['2', '9'])).toBe(2)
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999', '1e3']) expect(parsePageNumber(bad)).toBe(1)
  })

  it('reads record ids as positive integers only', () => {
    expect(parseRecordId('42')).toBe(42)
    for (const bad of [undefined, '', '0', '042', '-4', '4a', '1.0', '9999999999', ' 4']) expect(parseRecordId(bad)).toBeNull()
  })
})

describe('project list', () => {
  it('shows active projects unless archived ones are asked for', () => {
    expect(parseProjectListQuery({})).toEqual({ visibility: 'active', page: 1 })
    expect(parseProjectListQuery({ visibility: 'archived', page: '2' })).toEqual({ visibility: 'archived', page: 2 })
    expect(parseProjectListQuery({ visibility: 'deleted' }).visibility).toBe('active')
    expect(parseProjectListQuery({ visibility: 'completed' })).toEqual({ visibility: 'completed', page: 1 })
  })

  it('has one address per view, leaving the defaults out', () => {
    expect(projectListHref({ visibility: 'active', page: 1 })).toBe('/dashboard/projects')
    expect(projectListHref({ visibility: 'archived', page: 3 })).toBe('/dashboard/projects?page=3&visibility=archived')
    expect(projectListHref({ visibility: 'completed' })).toBe('/dashboard/projects?visibility=completed')
  })
})

describe('order list', () => {
  it('keeps known statuses and ids, and ignores anything else', () => {
    expect(parseOrderListQuery({ order: '12', status: 'completed', payment: 'paid', page: '2' })).toEqual({
      orderId: 12,
      status: 'completed',
      paymentStatus: 'paid',
      page: 2,
    })
    expect(parseOrderListQuery({ order: 'x', status: 'shipped', payment: 'free' })).toEqual({
      orderId: null,
      status: null,
      paymentStatus: null,
      page: 1,
    })
    // An empty choice from the filter form means "all".
    expect(parseOrderListQuery({ order: '', status: '', payment: '' })).toEqual({ orderId: null, status: null, paymentStatus: null, page: 1 })
  })

  it('knows when a filter is on', () => {
    expect(hasOrderFilters(parseOrderListQuery({}))).toBe(false)
    expect(hasOrderFilters(parseOrderListQuery({ payment: 'invoiced' }))).toBe(true)
  })

  it('builds filtered, paged addresses with the filters kept', () => {
    expect(orderListHref({})).toBe('/dashboard/orders')
    expect(orderListHref({ orderId: 5, status: 'pending', paymentStatus: 'unpaid', page: 2 })).toBe(
      '/dashboard/orders?order=5&payment=unpaid&page=2&status=pending',
    )
  })
})
