import { describe, expect, it } from 'vitest'

import { restQueryProblem } from '@/domain/rest-query-shape'

const problem = (path: string) => {
  const url = new URL(path, 'http://shop.example')
  return restQueryProblem(url.pathname, url.searchParams)
}

describe('restQueryProblem', () => {
  it('answers versions of a collection without versions with a 404', () => {
    expect(problem('/payload-api/projects/versions')).toEqual({ status: 404, message: 'Not found.' })
    expect(problem('/payload-api/orders/versions/3')).toEqual({ status: 404, message: 'Not found.' })
    expect(problem('/payload-api/products/versions')).toBeNull()
    expect(problem('/payload-api/globals/site-settings/versions')).toBeNull()
  })

  it('refuses a where that is a plain string, and leaves nested ones to the collections', () => {
    expect(problem('/payload-api/products?where=notanobject')).toEqual({ status: 400, message: 'where: send an object of fields and operators.' })
    expect(problem('/payload-api/products?where[title][equals]=Tee')).toBeNull()
    expect(problem('/payload-api/products?limit=5')).toBeNull()
  })
})
