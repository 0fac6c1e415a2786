import { describe, expect, it } from 'vitest'

import { positionAfter, positionAfterAll, shipmentStatusesFor, type ParcelEvent } from '@/domain/delivery/tracking'

const at = (hour: number) => new Date(Date.UTC(2026, 10, 30, hour))
const event = (state: ParcelEvent['state'], hour: number): ParcelEvent => ({ state, at: at(hour) })

describe('a parcel’s position from its carrier events', () => {
  it('takes the first event as it comes, and a newer one over an older', () => {
    expect(positionAfter(null, event('label_created', 1))).toEqual(event('label_created', 1))
    expect(positionAfter(event('in_transit', 2), event('out_for_delivery', 3))).toEqual(event('out_for_delivery', 3))
  })

  it('keeps the newer scan when an older one arrives late', () => {
    expect(positionAfter(event('out_for_delivery', 3), event('in_transit', 2))).toEqual(event('out_for_delivery', 3))
  })

  it('moves only the clock on a repeated state', () => {
    const { position, moved } = positionAfterAll(event('in_transit', 2), [event('in_transit', 4)])
    expect(position).toEqual(event('in_transit', 4))
    expect(moved).toBe(false)
  })

  it('never leaves delivered or returned, and takes them even when they arrive late', () => {
    expect(positionAfter(event('delivered', 5), event('exception', 6))).toEqual(event('delivered', 5))
    expect(positionAfter(event('returned_to_sender', 5), event('in_transit', 7))).toEqual(event('returned_to_sender', 5))
    expect(positionAfter(event('exception', 6), event('delivered', 5))).toEqual(event('delivered', 5))
  })

  it('recovers from an exception when the carrier scans the parcel moving again', () => {
    expect(positionAfter(event('exception', 3), event('in_transit', 4))).toEqual(event('in_transit', 4))
  })

  it('gives the same answer for a journey in any order, however often an event repeats', () => {
    const journey = [event('label_created', 1), event('in_transit', 2), event('exception', 3), event('in_transit', 4), event('out_for_delivery', 5)]
    const shuffled = [journey[3]!, journey[0]!, journey[4]!, journey[1]!, journey[4]!, journey[2]!, journey[0]!]
    expect(positionAfterAll(null, journey)).toEqual({ position: event('out_for_delivery', 5), moved: true })
    expect(positionAfterAll(null, shuffled)).toEqual({ position: event('out_for_delivery', 5), moved: true })
    expect(positionAfterAll(event('out_for_delivery', 5), shuffled)).toEqual({ position: event('out_for_delivery', 5), moved: false })
  })

  it('moves nothing without events', () => {
    expect(positionAfterAll(null, [])).toEqual({ position: null, moved: false })
  })
})

describe('the shipment status a tracking state walks the shipment through', () => {
  it('ships a processing shipment once its parcel moves, not on a label alone', () => {
    expect(shipmentStatusesFor('label_created', 'processing')).toEqual([])
    expect(shipmentStatusesFor('in_transit', 'processing')).toEqual(['shipped'])
    expect(shipmentStatusesFor('exception', 'processing')).toEqual(['shipped'])
    expect(shipmentStatusesFor('out_for_delivery', 'shipped')).toEqual([])
  })

  it('walks through shipped to delivered or returned, so the dispatch still happens first', () => {
    expect(shipmentStatusesFor('delivered', 'processing')).toEqual(['shipped', 'delivered'])
    expect(shipmentStatusesFor('delivered', 'shipped')).toEqual(['delivered'])
    expect(shipmentStatusesFor('returned_to_sender', 'shipped')).toEqual(['returned'])
    expect(shipmentStatusesFor('returned_to_sender', 'processing')).toEqual(['shipped', 'returned'])
  })

  it('does not revive a cancelled shipment or move one not yet picked', () => {
    expect(shipmentStatusesFor('delivered', 'cancelled')).toEqual([])
    expect(shipmentStatusesFor('in_transit', 'requested')).toEqual([])
    expect(shipmentStatusesFor('returned_to_sender', 'delivered')).toEqual([])
  })
})
