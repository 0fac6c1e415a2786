import { describe, expect, it } from 'vitest'

import { DEFAULT_AFTER_LOGIN, safeReturnPath } from '@/domain/return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/orders?page=2', '/dashboard/orders?page=2'],
    ['/dashboard/projects/12', '/dashboard/projects/12'],
    ['/review/orders/7/artwork-approval?key=abc', '/review/orders/7/artwork-approval?key=abc'],
    ['/join/abcdefghijklmnopqrstuvwxyz012345', '/join/abcdefghijklmnopqrstuvwxyz012345'],
  ])('keeps the dashboard or review path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard/orders',
    '//evil.example/dashboard',
    '/\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '/admin',
    '/dashboardx',
    '/reviewx',
    '/joinx',
    '/dashboard\n/x',
    `/dashboard/${'a'.repeat(2100)}`,
  ])('falls back to the projects page for %j', (input) => {
    expect(safeReturnPath(input)).toBe(DEFAULT_AFTER_LOGIN)
  })
})
