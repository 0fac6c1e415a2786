import { beforeAll, describe, expect, it } from 'vitest'

import { api, emailsTo } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let project: ReviewProject
let sizes: { id: number }[]

beforeAll(async () => {
  fixtures = await reviewFixtures()
  project = await fixtures.project('proposal_sent')
  sizes = (await api('/sizing-options?limit=10&depth=0&sort=order')).body.docs
})

const address = {
  fullName: 'Priya Sharma',
  companyName: 'Harbour & Co.',
  address1: 'Level 4, 55 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
}

const finalisation = (overrides: Record<string, unknown> = {}) => ({
  packingType: 'swag_packs',
  numberOfPacks: 10,
  sizes: [
    { lineItem: project.sizedLineId, mens: [{ sizingOption: sizes[0]!.id, quantity: 6 }], womens: [{ sizingOption: sizes[1]!.id, quantity: 4 }] },
  ],
  shipmentType: 'single_drop',
  recipient: address,
  distributionList: [],
  country: 'AU',
  dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  ...overrides,
})

const finalise = (input: unknown) =>
  callServerAction(reviewPath('finalise', project.id, project.shareKey), REVIEW_ACTIONS.finalise, [String(project.id), project.shareKey, input])

const state = async () => {
  const read = (await api(`/projects/${project.id}?depth=0`, { token: fixtures.staff.token })).body
  const tee = (await api(`/line-items/${project.sizedLineId}?depth=0`, { token: fixtures.staff.token })).body
  const recipients = (await api(`/recipients?where[customer][equals]=${fixtures.owner.id}&limit=0&depth=0`, { token: fixtures.staff.token })).body
    .totalDocs
  return { read, tee, recipients }
}

describe('finalising through the share link', () => {
  it('refuses sizes that do not add up, naming the line, and writes nothing', async () => {
    const before = await state()
    const { status, result } = await finalise(
      finalisation({ sizes: [{ lineItem: project.sizedLineId, mens: [{ sizingOption: sizes[0]!.id, quantity: 6 }], womens: [] }] }),
    )
    expect(status).toBe(200)
    expect(result.ok).toBe(false)
    expect(result.errors[`sizes.${project.sizedLineId}`]).toMatch(/add up to 6 of 10 — 4 still to assign/)
    const after = await state()
    expect(after.read.status).toBe('proposal_sent')
    expect(after.tee.sizes).toEqual(before.tee.sizes)
    expect(after.recipients).toBe(before.recipients)
  })

  it('refuses a postcode outside its state and an empty address with field messages', async () => {
    const { result } = await finalise(finalisation({ recipient: { ...address, postcode: '2000' } }))
    expect(result.errors['recipient.postcode']).toBe('Postcode 2000 is not in VIC.')
    const empty = await finalise(finalisation({ recipient: {} }))
    expect(empty.result.errors).toMatchObject({
      'recipient.fullName': expect.any(String),
      'recipient.address1': expect.any(String),
      'recipient.suburb': expect.any(String),
    })
    const junk = await finalise('not an object')
    expect(junk.status).toBe(200)
    expect(junk.result.ok).toBe(false)
    expect((await state()).read.status).toBe('proposal_sent')
  })

  it('finalises with valid choices: sizes, packing, shipping and the reviewer’s status change, nothing else', async () => {
    const { result } = await finalise({
      ...finalisation(),
      name: 'Renamed by reviewer',
      status: 'completed',
      shippingEstimate: 0,
      paymentStatus: 'paid',
    })
    expect(result).toEqual({ ok: true })
    const { read, tee } = await state()
    expect(read.status).toBe('awaiting_confirmation')
    expect(read.statusChangeLog.at(-1).status).toBe('awaiting_confirmation')
    expect(read.name).toBe(project.name)
    expect(read.paymentStatus).toBe('unpaid')
    expect(read.shippingEstimate).toBe(0)
    expect(read).toMatchObject({ packingType: 'swag_packs', numberOfPacks: 10, shipmentType: 'single_drop', country: 'AU' })
    expect(tee.sizes.mens).toEqual([expect.objectContaining({ sizingOption: sizes[0]!.id, quantity: 6 })])
    expect(tee.sizes.womens).toEqual([expect.objectContaining({ sizingOption: sizes[1]!.id, quantity: 4 })])
    const recipient = (await api(`/recipients/${read.singleDropRecipient}?depth=0`, { token: fixtures.staff.token })).body
    expect(recipient).toMatchObject({ fullName: 'Priya Sharma', postcode: '3000', customer: fixtures.owner.id })
    const staffEmails = await emailsTo(fixtures.staff.token, 'orders@swagly.example')
    expect(staffEmails.some((email) => email.subject.includes(project.name) && email.subject.startsWith('Finalised'))).toBe(true)
  })

  it('does not accept the same link twice', async () => {
    const { result } = await finalise(finalisation())
    expect(result.ok).toBe(false)
    expect((await state()).read.statusChangeLog.filter((e: { status: string }) => e.status === 'awaiting_confirmation')).toHaveLength(1)
  })

  it('accepts a distribution list, creating each recipient for the project’s owner', async () => {
    const list = await fixtures.project('proposal_sent')
    const entry = (fullName: string, quantity: number) => ({ recipient: { ...address, fullName }, items: [{ lineItem: list.lineIds[1], quantity }] })
    const input = {
      ...finalisation(),
      sizes: [{ lineItem: list.sizedLineId, mens: [{ sizingOption: sizes[0]!.id, quantity: 10 }], womens: [] }],
      shipmentType: 'distribution_list',
      recipient: null,
      distributionList: [entry('Tom Nguyen', 12), entry('Olivia Brown', 9)],
    }
    const tooMany = await callServerAction(reviewPath('finalise', list.id, list.shareKey), REVIEW_ACTIONS.finalise, [
      String(list.id),
      list.shareKey,
      input,
    ])
    expect(tooMany.result.errors.distributionList).toMatch(/sends 21 .* but the order has 20/)
    input.distributionList = [entry('Tom Nguyen', 12), entry('Olivia Brown', 8)]
    const { result } = await callServerAction(reviewPath('finalise', list.id, list.shareKey), REVIEW_ACTIONS.finalise, [
      String(list.id),
      list.shareKey,
      input,
    ])
    expect(result).toEqual({ ok: true })
    const read = (await api(`/projects/${list.id}?depth=1`, { token: fixtures.staff.token })).body
    expect(read.shipmentType).toBe('distribution_list')
    expect(
      read.distributionListShipments.map((s: { recipient: { fullName: string; customer: number } }) => [s.recipient.fullName, s.recipient.customer]),
    ).toEqual([
      ['Tom Nguyen', fixtures.owner.id],
      ['Olivia Brown', fixtures.owner.id],
    ])
  })
})
