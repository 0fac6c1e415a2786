import { beforeAll, describe, expect, inject, it } from 'vitest'

import { shippingCompany, type ShippingCompany } from '../support/companies'
import { stockFor } from '../support/customers'
import { api, DEMO, emailsTo, login } from '../support/http'

/**
 * Asking us to donate idle stock: a member who makes requests asks once, however many asks race,
 * and staff get one email with the note; a viewer and another company are refused, as is a bad
 * note, writing nothing; a Donated adjustment takes the stock out and closes the request.
 */

const database = inject('databaseLabel')
const STAFF_INBOX = 'orders@swagly.example'

let staff: string
let shop: ShippingCompany
let other: ShippingCompany

const ask = (member: ShippingCompany['members']['owner'], item: number, body: unknown = {}, company = shop) =>
  api(`/inventory-items/${item}/donate`, { ...company.inCompany(member), body })
const itemOf = async (id: number) => (await api(`/inventory-items/${id}?depth=0`, { token: staff })).body
const donationEmails = async (title: string) =>
  (await emailsTo(staff, STAFF_INBOX, (email) => email.subject.includes(title))).filter((email) => email.subject.includes(title))

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  shop = await shippingCompany(staff, 'donate', ['owner', 'requester', 'viewer'], 12)
  other = await shippingCompany(staff, 'donate-other', ['owner'], 3)
}, 300_000)

describe(`asking us to donate stock (${database})`, () => {
  it('takes one ask however many race, and emails staff once with the note', async () => {
    const item = await stockFor(staff, shop.members.owner, 7, `Donate race ${database}`)
    const { title } = await itemOf(item)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        ask(index % 2 ? shop.members.owner : shop.members.requester, item, { note: 'To the school on Smith St' }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => answer.body.alreadyAsked === false)).toHaveLength(1)
    const requestedAt = answers[0]!.body.requestedAt
    expect(answers.every((answer) => answer.body.requestedAt === requestedAt)).toBe(true)
    expect((await itemOf(item)).donationRequestedAt).toBe(requestedAt)

    const emails = await donationEmails(title)
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain('To the school on Smith St')
    expect(emails[0]!.text).toContain('7 units')
  })

  it('refuses a viewer, another company and a bad note, writing nothing', async () => {
    const before = await itemOf(shop.stock)
    const viewer = await ask(shop.members.viewer, shop.stock)
    expect(viewer.status).toBe(403)
    expect(viewer.body.message).toBe('Only members who make requests can ask us to donate stock.')
    const theirs = await ask(other.members.owner, shop.stock, {}, other)
    expect(theirs.status).toBe(404)
    for (const [body, words] of [
      [{ note: 'x'.repeat(501) }, 'Keep the note to 500 characters.'],
      [{ note: 42 }, 'Write the note as text.'],
      ['not an object', 'expected object'],
    ] as const) {
      const refused = await ask(shop.members.owner, shop.stock, body)
      expect(refused.status, JSON.stringify(refused.body)).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(words)
    }
    expect((await ask(shop.members.owner, 99_999_999)).status).toBe(404)
    expect((await api('/inventory-items/abc/donate', { ...shop.inCompany(shop.members.owner), body: {} })).status).toBe(404)
    const after = await itemOf(shop.stock)
    expect(after.donationRequestedAt ?? null).toBeNull()
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  it('closes the request once staff record the donation, which takes the stock out', async () => {
    const item = await stockFor(staff, other.members.owner, 4, `Donate done ${database}`)
    expect((await ask(other.members.owner, item, {}, other)).body.alreadyAsked).toBe(false)
    const upward = await api('/inventory-adjustments', { token: staff, body: { inventoryItem: item, delta: 4, reason: 'donated' } })
    expect(upward.status).toBe(400)
    expect(upward.body.errors[0].message).toBe('A donation takes stock out: enter it as a negative number.')
    const donated = await api('/inventory-adjustments', {
      token: staff,
      body: { inventoryItem: item, delta: -4, reason: 'donated', note: 'Smith St school' },
    })
    expect(donated.status, JSON.stringify(donated.body)).toBe(201)
    const after = await itemOf(item)
    expect([after.quantityAvailable, after.donationRequestedAt ?? null]).toEqual([0, null])
    const empty = await ask(other.members.owner, item, {}, other)
    expect(empty.status).toBe(409)
    expect(empty.body.message).toContain('left to donate')
  })
})
