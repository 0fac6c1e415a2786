import { describe, expect, it } from 'vitest'

import { whereShapeProblem } from '@/domain/where-shape'

describe('whereShapeProblem', () => {
  it('accepts the shapes clients send', () => {
    expect(whereShapeProblem({ title: { equals: 'Tee' } })).toBeNull()
    expect(whereShapeProblem({ id: { in: ['1', '2'] } })).toBeNull()
    expect(whereShapeProblem({ id: { in: { 0: '1', 25: '2' } } })).toBeNull()
    expect(whereShapeProblem({ or: [{ status: { equals: 'active' } }, { and: [{ price: { greater_than: 5 } }] }] })).toBeNull()
    expect(whereShapeProblem({ or: { 0: { status: { equals: 'active' } } } })).toBeNull()
    expect(whereShapeProblem({ deletedAt: { exists: false }, note: { equals: null } })).toBeNull()
    expect(whereShapeProblem({})).toBeNull()
  })

  it('names what is wrong with the shapes that broke the query builder', () => {
    expect(whereShapeProblem('notanobject')).toBe('where: send an object of fields and operators')
    expect(whereShapeProblem(['a'])).toBe('where: send an object of fields and operators')
    expect(whereShapeProblem({ title: { equals: { $gt: 'a' } } })).toBe('where: title.equals takes a value or a list of values')
    expect(whereShapeProblem({ title: 'a' })).toBe('where: title needs an operator, such as title[equals]')
    expect(whereShapeProblem({ or: 'x' })).toBe('where: or takes a list of conditions')
    expect(whereShapeProblem({ and: [{ title: { in: [{ a: 1 }] } }] })).toMatch(/title\.in/)
  })

  it('refuses nesting deeper than any real query', () => {
    let where: Record<string, unknown> = { title: { equals: 'a' } }
    for (let level = 0; level < 12; level += 1) where = { and: [where] }
    expect(whereShapeProblem(where)).toMatch(/nested more than/)
  })
})
