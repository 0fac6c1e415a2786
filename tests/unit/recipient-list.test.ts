import { describe, expect, it } from 'vitest'

import { recipientChangeSchema } from '@/domain/recipient-input'
import { checkRecipientList, MAX_RECIPIENTS_PER_IMPORT, recipientListSchema } from '@/domain/recipient-list'

const sydney = { fullName: 'Olivia Brown', address1: '8 Harris Street', suburb: 'Pyrmont', state: 'NSW', postcode: '2009' }

describe('checkRecipientList', () => {
  it('keeps the good recipients with their index and names each problem of the others by index and field', () => {
    const { rows, problems } = checkRecipientList({ recipients: [sydney, { ...sydney, email: 'nope' }, 'Olivia', { ...sydney, state: 'nsw' }] })
    expect(rows.map(({ at, recipient }) => [at, recipient.state])).toEqual([
      [0, 'NSW'],
      [3, 'NSW'],
    ])
    expect(problems).toEqual([
      { index: 1, field: 'recipients.1.email', message: 'Enter a valid email address, or leave it blank.' },
      { index: 2, field: 'recipients.2', message: expect.any(String) },
    ])
  })

  it(`takes 1 to ${MAX_RECIPIENTS_PER_IMPORT} recipients`, () => {
    expect(recipientListSchema.safeParse({ recipients: [] }).success).toBe(false)
    expect(recipientListSchema.safeParse({ recipients: Array(MAX_RECIPIENTS_PER_IMPORT).fill(sydney) }).success).toBe(true)
    expect(recipientListSchema.safeParse({ recipients: Array(MAX_RECIPIENTS_PER_IMPORT + 1).fill(sydney) }).success).toBe(false)
  })
})

describe('recipientChangeSchema', () => {
  it('takes some fields, null to clear one, and refuses an empty change or a misspelt field alone', () => {
    expect(recipientChangeSchema.safeParse({ email: null, suburb: 'Ultimo' }).success).toBe(true)
    expect(recipientChangeSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(['Send at least one field to change.'])
    expect(recipientChangeSchema.safeParse({ fullname: 'Typo' }).error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys'])
  })
})
