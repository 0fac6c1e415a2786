import { describe, expect, it } from 'vitest'

import { parcelFor, DEFAULT_UNIT_WEIGHT_GRAMS } from '@/domain/delivery/parcel'
import { purchaseOrder, rankQuotes, type ServiceQuote } from '@/domain/delivery/service-quote'

const quote = (carrier: 'auspost' | 'shippit', service: string, priceCents: number, estimatedDelivery: string | null): ServiceQuote => ({
  carrier,
  service,
  serviceName: service,
  priceCents,
  estimatedDelivery,
})

const parcelPost = quote('auspost', 'PARCEL', 1495, '2026-12-07')
const express = quote('auspost', 'EXPRESS', 2450, '2026-12-02')
const standard = quote('shippit', 'standard', 1290, '2026-12-04')
const priority = quote('shippit', 'express', 2190, '2026-12-02')
const unknown = quote('shippit', 'bulk', 900, null)

describe('rankQuotes', () => {
  it('puts the cheapest service arriving by the in-hands day first, then the rest of the on-time ones by price', () => {
    const ranked = rankQuotes([parcelPost, express, standard, priority, unknown], '2026-12-04')
    expect(ranked.map((q) => [q.service, q.onTime])).toEqual([
      ['standard', true],
      ['express', true],
      ['EXPRESS', true],
      ['PARCEL', false],
      ['bulk', false],
    ])
  })

  it('orders the late ones by arrival when none makes the day, so the parcel comes as close to it as it can', () => {
    const ranked = rankQuotes([parcelPost, express, standard, priority], '2026-12-01')
    expect(ranked.map((q) => q.service)).toEqual(['express', 'EXPRESS', 'standard', 'PARCEL'])
    expect(ranked.every((q) => !q.onTime)).toBe(true)
  })

  it('is the cheapest of all, estimate or not, when no day is set; equal prices go to the sooner', () => {
    const twin = quote('auspost', 'TWIN', 1290, '2026-12-03')
    const ranked = rankQuotes([parcelPost, standard, unknown, twin], null)
    expect(ranked.map((q) => q.service)).toEqual(['bulk', 'TWIN', 'standard', 'PARCEL'])
  })
})

describe('purchaseOrder', () => {
  it('tries the service staff chose first, then the rest in rank', () => {
    const ranked = rankQuotes([parcelPost, express, standard, priority], null)
    expect(purchaseOrder(ranked, { carrier: 'auspost', service: 'EXPRESS' }).map((q) => q.service)).toEqual([
      'EXPRESS',
      'standard',
      'PARCEL',
      'express',
    ])
    expect(purchaseOrder(ranked, { carrier: 'shippit', service: 'EXPRESS' })).toEqual(ranked)
    expect(purchaseOrder(ranked, null)).toEqual(ranked)
  })
})

describe('parcelFor', () => {
  it('weighs the units (the default where unweighed) and the packaging, in the smallest carton that holds it', () => {
    expect(parcelFor([{ quantity: 2, unitWeightGrams: 200 }])).toEqual({ weightGrams: 550, lengthCm: 25, widthCm: 18, heightCm: 8 })
    const mixed = parcelFor([{ quantity: 4 }, { quantity: 3, unitWeightGrams: 500 }])
    expect(mixed.weightGrams).toBe(4 * DEFAULT_UNIT_WEIGHT_GRAMS + 1500 + 150)
    expect(mixed).toMatchObject({ lengthCm: 31, widthCm: 23, heightCm: 15 })
    expect(parcelFor([{ quantity: 40, unitWeightGrams: 500 }])).toMatchObject({ weightGrams: 20_150, lengthCm: 50 })
  })
})
