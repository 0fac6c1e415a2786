import { describe, expect, it } from 'vitest'

import { requestIdFrom } from '@/domain/request-id'

const fresh = () => 'fresh-id'

describe('requestIdFrom', () => {
  it.each(['3f2c5450-9d1e-4b7a-8c2e-0a1b2c3d4e5f', 'a1b2c3d4e5f60718293a4b5c6d7e8f90', 'lb-01:req.42@edge_7'])(
    'keeps the balancer’s sane id %s',
    (id) => {
      expect(requestIdFrom(id, fresh)).toBe(id)
    },
  )

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one over 128 characters', 'a'.repeat(129)],
    ['a forged log line', 'abc\n{"level":50,"msg":"forged"}'],
    ['spaces and quotes', 'a "b" c'],
    ['a header sent twice', ['one', 'two']],
  ])('makes a fresh id for %s', (_, incoming) => {
    expect(requestIdFrom(incoming, fresh)).toBe('fresh-id')
  })

  it('takes exactly 128 characters', () => {
    expect(requestIdFrom('a'.repeat(128), fresh)).toBe('a'.repeat(128))
  })
})
