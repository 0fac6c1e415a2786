import { describe, expect, it } from 'vitest'

import { type FieldShape, hasControlCharacters, inputShapeProblems, isDocumentData, topLevelNames } from '@/domain/input-shape'

const FIELDS: FieldShape[] = [
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'notes', type: 'textarea' },
  { name: 'quantity', type: 'number' },
  { name: 'status', type: 'select' },
  { name: 'tags', type: 'select', hasMany: true },
  { name: 'urgent', type: 'checkbox' },
  { name: 'dueDate', type: 'date' },
  { name: 'recipient', type: 'relationship', relationTo: 'recipients' },
  { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
  { name: 'owner', type: 'relationship', relationTo: ['customers', 'staff-members'] },
  { name: 'phone', type: 'group', fields: [{ name: 'number', type: 'text' }] },
  { name: 'items', type: 'array', fields: [{ name: 'quantity', type: 'number' }] },
  { type: 'row', fields: [{ name: 'inRow', type: 'text' }] },
  { type: 'tabs', tabs: [{ name: 'meta', fields: [{ name: 'title', type: 'text' }] }, { fields: [{ name: 'inTab', type: 'text' }] }] },
  { name: 'extra', type: 'json' },
]

describe('inputShapeProblems', () => {
  it('accepts well-formed data, unset fields and populated relations', () => {
    const data = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      notes: 'Line one\nLine two\tindented',
      quantity: 2.5,
      status: 'pending',
      tags: ['a', 'b'],
      urgent: false,
      dueDate: '2026-12-01',
      recipient: { id: 3, fullName: 'Ada' },
      products: [1, '2'],
      owner: { relationTo: 'customers', value: 7 },
      phone: { number: '0412 345 678' },
      items: [{ id: 'row-1', quantity: 1 }],
      inRow: 'ok',
      meta: { title: 'ok' },
      inTab: 'ok',
      extra: { anything: [1, null] },
    }
    expect(inputShapeProblems(data, FIELDS)).toEqual([])
    expect(inputShapeProblems({ name: null, recipient: undefined, unknown: 5 }, FIELDS)).toEqual([])
  })

  it('accepts an array with no rows sent as its row count, as the admin sends it', () => {
    expect(inputShapeProblems({ items: 0 }, FIELDS)).toEqual([])
    expect(inputShapeProblems({ items: 1 }, FIELDS)).toEqual(['items: must be a list'])
  })

  it.each([
    [{ name: 12345 }, 'name: must be text'],
    [{ name: ['a'] }, 'name: must be text'],
    [{ name: 'Jo\u0000rdan' }, 'name: must not contain control characters'],
    [{ notes: 'esc \u001b[31m' }, 'notes: must not contain control characters'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
    [{ quantity: '3' }, 'quantity: must be a number'],
    [{ quantity: { $gt: 0 } }, 'quantity: must be a number'],
    [{ status: true }, 'status: must be one of the listed options'],
    [{ tags: 'a' }, 'tags: must be a list'],
    [{ urgent: 'yes' }, 'urgent: must be true or false'],
    [{ dueDate: 20261201 }, 'dueDate: must be a date'],
    [{ recipient: -1 }, 'recipient: must be the id of an existing record'],
    [{ recipient: 1.5 }, 'recipient: must be the id of an existing record'],
    [{ recipient: '1 OR 1=1' }, 'recipient: must be the id of an existing record'],
    [{ products: [1, '😀'] }, 'products: must be the id of an existing record'],
    [{ owner: 7 }, 'owner: must be the id of an existing record'],
    [{ phone: 'a string' }, 'phone: must be an object'],
    [{ phone: { number: 412 } }, 'phone.number: must be text'],
    [{ phone: { $gt: '' } }, 'phone.$gt: is not a field'],
    [{ items: [{ quantity: 1, price: 0 }] }, 'items.0.price: is not a field'],
    [{ items: 42 }, 'items: must be a list'],
    [{ items: ['x'] }, 'items.0: must be an object'],
    [{ items: [{ quantity: 1 }, { quantity: 'many' }] }, 'items.1.quantity: must be a number'],
    [{ inRow: false }, 'inRow: must be text'],
    [{ meta: { title: 1 } }, 'meta.title: must be text'],
    [{ inTab: {} }, 'inTab: must be text'],
  ])('refuses %j', (data, problem) => {
    expect(inputShapeProblems(data, FIELDS)).toEqual([problem])
  })

  it('lists every problem, in field order', () => {
    expect(inputShapeProblems({ quantity: 'x', name: 1 }, FIELDS)).toEqual(['name: must be text', 'quantity: must be a number'])
  })
})

describe('hasControlCharacters', () => {
  it('finds NUL, escapes, DEL and bidirectional overrides, not tabs or new lines', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u007f', '\u202Eevil', '\u2066x']) expect(hasControlCharacters(text)).toBe(true)
    for (const text of ['plain', 'tab\there', 'line\nbreak\r\n', 'emoji 😀', 'עברית', 'Zoë']) expect(hasControlCharacters(text)).toBe(false)
  })
})

describe('isDocumentData and topLevelNames', () => {
  it('takes only a plain object as a document', () => {
    expect(isDocumentData({})).toBe(true)
    for (const body of [null, [], 'hello', 42, new Date()]) expect(isDocumentData(body)).toBe(false)
  })

  it('names the fields a document may carry, through rows and unnamed tabs', () => {
    expect(topLevelNames(FIELDS)).toEqual(expect.arrayContaining(['name', 'inRow', 'meta', 'inTab', 'items']))
    expect(topLevelNames(FIELDS)).not.toContain('title')
  })
})
