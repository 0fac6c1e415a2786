import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { checkedBy, errorMessages } from '@/components/ui/form-errors'
import { recipientInputSchema } from '@/domain/recipient-input'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>

const resolve = async (schema: z.ZodType, values: FieldValues) => {
  const result = await zodResolver(schema as never, undefined, { raw: true })(values as never, undefined, options as never)
  return errorMessages(result.errors)
}

describe('a domain check as a form resolver', () => {
  const check = checkedBy((values: { sizes: Record<string, string>; dueDate: string }) =>
    values.dueDate
      ? { ok: true as const }
      : { ok: false as const, errors: { 'sizes.12': 'Sizes add up to 6 of 10.', dueDate: 'Choose the date you need the order by.' } },
  )

  it('puts each message on the field its dotted path names, in the order the check gave them', async () => {
    expect(await resolve(check, { sizes: { 12: '6' }, dueDate: '' })).toEqual({
      'sizes.12': 'Sizes add up to 6 of 10.',
      dueDate: 'Choose the date you need the order by.',
    })
  })

  it('reports nothing when the check passes', async () => {
    expect(await resolve(check, { sizes: {}, dueDate: '2030-01-01' })).toEqual({})
  })
})

describe('an address form checked by the recipient schema', () => {
  const schema = z.object({ recipient: recipientInputSchema })
  const address = { fullName: 'Avery Quinn', address1: '100 Harris Street', suburb: 'Pyrmont', state: 'NSW', postcode: '3000', country: 'AU' }

  it('names the field at fault under the form’s prefix, as the server would', async () => {
    expect(await resolve(schema, { recipient: address })).toEqual({ 'recipient.postcode': 'Postcode 3000 is not in NSW.' })
  })

  it('lists every missing field at once', async () => {
    expect(Object.keys(await resolve(schema, { recipient: { country: 'AU' } }))).toEqual([
      'recipient.fullName',
      'recipient.address1',
      'recipient.suburb',
      'recipient.state',
      'recipient.postcode',
    ])
  })

  it('accepts a good address', async () => {
    expect(await resolve(schema, { recipient: { ...address, postcode: '2009' } })).toEqual({})
  })
})
