import { describe, expect, it } from 'vitest'
import { Webhook } from 'standardwebhooks'

import { invoiceEvents, orderEvents, projectEvents, recipientResponseEvents, shipmentEvents } from '@/domain/webhooks/change-events'
import { endpointInputProblem, newEndpointSchema } from '@/domain/webhooks/endpoint-input'
import { newWebhookEventId, webhookMessage, WEBHOOK_EVENT_TYPES } from '@/domain/webhooks/events'
import { newWebhookSecret, signedHeaders } from '@/domain/webhooks/signature'

const types = (events: { type: string }[]) => events.map((event) => event.type)

describe('the events a shipment raises', () => {
  it('is booked when made as requested, or released from pending or an approval', () => {
    expect(shipmentEvents(null, { id: 4, status: 'requested' })).toEqual([
      { type: 'shipment.created', data: { shipment: 4, status: 'requested', previousStatus: null } },
    ])
    expect(types(shipmentEvents({ status: 'held' }, { id: 4, status: 'requested' }))).toEqual(['shipment.created'])
    expect(types(shipmentEvents({ status: 'pending' }, { id: 4, status: 'requested' }))).toEqual(['shipment.created'])
    expect(shipmentEvents(null, { id: 4, status: 'held' })).toEqual([])
  })

  it('ships with its tracking link, is delivered and cancelled, once each', () => {
    expect(shipmentEvents({ status: 'processing' }, { id: 4, status: 'shipped', trackingUrl: 'https://track.example/1' })).toEqual([
      { type: 'shipment.shipped', data: { shipment: 4, status: 'shipped', previousStatus: 'processing', trackingUrl: 'https://track.example/1' } },
    ])
    expect(types(shipmentEvents({ status: 'shipped' }, { id: 4, status: 'delivered' }))).toEqual(['shipment.delivered'])
    expect(types(shipmentEvents({ status: 'requested' }, { id: 4, status: 'cancelled' }))).toEqual(['shipment.cancelled'])
    expect(shipmentEvents({ status: 'cancelled' }, { id: 4, status: 'cancelled' })).toEqual([])
    expect(shipmentEvents({ status: 'requested' }, { id: 4, status: 'processing' })).toEqual([])
  })
})

describe('the events a project raises', () => {
  it('changes status, but is not announced when made', () => {
    expect(projectEvents({ status: 'pending' }, { id: 9, status: 'proposal_sent' })).toEqual([
      { type: 'project.status_changed', data: { project: 9, status: 'proposal_sent', previousStatus: 'pending' } },
    ])
    expect(projectEvents(null, { id: 9, status: 'pending' })).toEqual([])
    expect(projectEvents({ status: 'pending', name: 'a' }, { id: 9, status: 'pending', name: 'b' })).toEqual([])
  })

  it('is paid once, with its completion', () => {
    const paid = projectEvents(
      { status: 'awaiting_payment', paymentStatus: 'unpaid' },
      { id: 9, status: 'completed', paymentStatus: 'paid', paymentMethod: 'card' },
    )
    expect(types(paid)).toEqual(['project.status_changed', 'order.paid'])
    expect(paid[1]!.data).toEqual({ project: 9, paymentMethod: 'card' })
    expect(projectEvents({ status: 'completed', paymentStatus: 'paid' }, { id: 9, status: 'completed', paymentStatus: 'paid' })).toEqual([])
  })
})

describe('the events an order raises', () => {
  const proofs = (...statuses: string[]) => statuses.map((status) => ({ status, artworkProof: 1 }))

  it('has proofs ready when it enters Proposal Sent with proofs awaiting', () => {
    expect(
      orderEvents(
        { status: 'pending', artworkReviewItems: [] },
        { id: 3, status: 'proposal_sent', artworkReviewItems: proofs('pending', 'pending') },
      ),
    ).toEqual([{ type: 'proof.ready', data: { order: 3, proofsAwaiting: 2 } }])
    expect(orderEvents({ status: 'pending' }, { id: 3, status: 'proposal_sent', artworkReviewItems: [] })).toEqual([])
  })

  it('has its proofs approved when the last one is, and only then', () => {
    const before = { status: 'proposal_sent', artworkReviewItems: proofs('approved', 'pending') }
    expect(orderEvents(before, { id: 3, status: 'proposal_sent', artworkReviewItems: proofs('approved', 'approved') })).toEqual([
      { type: 'proof.approved', data: { order: 3, proofs: 2 } },
    ])
    const approved = { status: 'proposal_sent', artworkReviewItems: proofs('approved', 'approved') }
    expect(orderEvents(approved, { id: 3, ...approved, name: 'renamed' })).toEqual([])
    expect(orderEvents(before, { id: 3, status: 'proposal_sent', artworkReviewItems: proofs('approved', 'changes_requested') })).toEqual([])
  })
})

describe('the events of things made once', () => {
  it('issues an invoice and takes a recipient’s answer when made, never on a later change', () => {
    expect(invoiceEvents(null, { id: 7, number: 'INV-0007', project: { id: 9 }, total: 11000 })).toEqual([
      { type: 'invoice.issued', data: { invoice: 7, number: 'INV-0007', project: 9, total: 11000 } },
    ])
    expect(invoiceEvents({ number: 'INV-0007' }, { id: 7, number: 'INV-0007' })).toEqual([])
    expect(recipientResponseEvents(null, { id: 2, link: 5, shipment: null })).toEqual([
      { type: 'recipient_link.response', data: { recipientLink: 5, response: 2, shipment: null } },
    ])
  })
})

describe('a webhook message', () => {
  it('is signed so that a Standard Webhooks library verifies it, and any change to it fails', () => {
    const secret = newWebhookSecret()
    const eventId = newWebhookEventId()
    const body = webhookMessage({ eventId, type: 'shipment.shipped', createdAt: '2026-11-30T01:02:03.000Z', data: { shipment: 4 } })
    const headers = signedHeaders({ secret, eventId, body, at: new Date() })
    expect(headers['webhook-id']).toBe(eventId)
    expect(new Webhook(secret).verify(body, headers)).toEqual({
      id: eventId,
      type: 'shipment.shipped',
      timestamp: '2026-11-30T01:02:03.000Z',
      data: { shipment: 4 },
    })
    expect(() => new Webhook(secret).verify(body.replace('4', '5'), headers)).toThrow()
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow()
  })

  it('has an id no other event has', () => {
    const ids = new Set(Array.from({ length: 1000 }, newWebhookEventId))
    expect(ids.size).toBe(1000)
    expect([...ids][0]).toMatch(/^evt_[0-9a-f]{32}$/)
  })
})

describe('a new endpoint', () => {
  const schema = newEndpointSchema(false)

  it('takes an https address and at least one known event', () => {
    expect(schema.parse({ url: ' https://hooks.example.com/swagly ', events: ['shipment.shipped'] })).toEqual({
      url: 'https://hooks.example.com/swagly',
      events: ['shipment.shipped'],
    })
    expect(schema.safeParse({ url: 'https://hooks.example.com', events: WEBHOOK_EVENT_TYPES }).success).toBe(true)
  })

  it('is refused, by the field at fault, without an event, with an unknown event, over plain http or with an unknown field', () => {
    const problem = (input: unknown) => {
      const parsed = schema.safeParse(input)
      return parsed.success ? null : endpointInputProblem(parsed.error)
    }
    expect(problem({ url: 'https://hooks.example.com', events: [] })).toEqual({ field: 'events', message: 'Choose at least one event to send.' })
    expect(problem({ url: 'https://hooks.example.com', events: ['shipment.lost'] })).toEqual({
      field: 'events',
      message: 'Choose the events from the list.',
    })
    expect(problem({ url: 'http://hooks.example.com', events: ['stock.low'] })?.field).toBe('url')
    expect(problem({ url: 'https://hooks.example.com', events: ['stock.low'], secret: 'mine' })?.field).toBe('form')
    expect(newEndpointSchema(true).safeParse({ url: 'http://127.0.0.1:4000/hooks', events: ['stock.low'] }).success).toBe(true)
  })
})
