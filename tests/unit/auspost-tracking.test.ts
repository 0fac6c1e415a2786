import { createServer } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AUSPOST_STAND_IN_DEFAULTS, startAusPostStandIn } from '@/integrations/carriers/auspost/auspost-stand-in'
import {
  ausPostSettingsFromEnv,
  ausPostTrackingOf,
  ausPostTrackingState,
  AusPostTrackingError,
  trackAusPostParcels,
  type AusPostSettings,
} from '@/integrations/carriers/auspost/auspost-tracking'

// Australia Post's documented answer: an article found, a consignment whose articles carry the
// events, and an id it does not know.
const documented = {
  tracking_results: [
    {
      tracking_id: '7XX1000634011427',
      status: 'Delivered',
      trackable_items: [
        {
          article_id: '7XX1000634011427',
          product_type: 'Parcel Post',
          status: 'Delivered',
          events: [
            { location: 'PARREARRA QLD', description: 'Delivered - Left in a safe place', date: '2022-08-18T11:45:57+10:00' },
            { location: 'CALOUNDRA WEST QLD', description: 'Onboard for delivery', date: '2022-08-18T09:11:47+10:00' },
            { description: 'In transit to next facility in CALOUNDRA WEST QLD', date: '2022-08-17T14:56:01+10:00' },
            { location: 'Sydney,NSW', description: 'Shipment information received', date: '2022-08-12T13:24:21+10:00' },
          ],
        },
      ],
    },
    {
      tracking_id: 'ET123456789AU',
      trackable_items: [
        {
          consignment_id: 'ET123456789AU',
          number_of_items: 1,
          items: [
            {
              article_id: 'ET123456789AU',
              events: [{ location: 'KEW VIC', description: 'Attempted delivery - Card left', date: '2021-01-21T11:04:27+11:00' }],
              status: 'Awaiting collection',
            },
          ],
        },
      ],
    },
    { tracking_id: 'BAD1', errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] },
  ],
}

const failureOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as AusPostTrackingError
  }
  throw new Error('expected an AusPostTrackingError')
}

describe('Australia Post events in our words', () => {
  it('reads the state from the description, the first rule that holds deciding', () => {
    const states = Object.fromEntries(
      [
        'Shipping information received by Australia Post',
        'Shipping information approved by Australia Post',
        'Received by Australia Post',
        'Item processed at facility',
        'Possible delay',
        'With courier for delivery',
        'Onboard for delivery',
        'Delivered - Left in a safe place',
        'delivered',
        'Attempted delivery - Card left',
        'Unable to deliver - Item will be returned to sender',
        'Item damaged',
        'Awaiting collection at KEW POST OFFICE',
        'Item being returned to sender',
        'Returned to sender',
      ].map((description) => [description, ausPostTrackingState(description)]),
    )
    expect(states).toEqual({
      'Shipping information received by Australia Post': 'label_created',
      'Shipping information approved by Australia Post': 'label_created',
      'Received by Australia Post': 'in_transit',
      'Item processed at facility': 'in_transit',
      'Possible delay': 'in_transit',
      'With courier for delivery': 'out_for_delivery',
      'Onboard for delivery': 'out_for_delivery',
      'Delivered - Left in a safe place': 'delivered',
      delivered: 'delivered',
      'Attempted delivery - Card left': 'exception',
      'Unable to deliver - Item will be returned to sender': 'exception',
      'Item damaged': 'exception',
      'Awaiting collection at KEW POST OFFICE': 'exception',
      'Item being returned to sender': 'returned_to_sender',
      'Returned to sender': 'returned_to_sender',
    })
  })
})

describe('reading the track answer', () => {
  it('makes a report of each id found, a consignment’s articles included, and lists the ids refused', () => {
    const { reports, refused } = ausPostTrackingOf({ status: 200, body: documented }, ['7XX1000634011427', 'et123456789au', 'BAD1'])
    expect(reports.map((report) => [report.carrier, report.trackingNumber])).toEqual([
      ['auspost', '7XX1000634011427'],
      ['auspost', 'et123456789au'],
    ])
    expect(reports[0]!.events.map((event) => [event.state, event.at.toISOString()])).toEqual([
      ['delivered', '2022-08-18T01:45:57.000Z'],
      ['out_for_delivery', '2022-08-17T23:11:47.000Z'],
      ['in_transit', '2022-08-17T04:56:01.000Z'],
      ['label_created', '2022-08-12T03:24:21.000Z'],
    ])
    expect(reports[0]!.events[0]).toMatchObject({ carrierStatus: 'Delivered - Left in a safe place', description: null })
    expect(reports[1]!.events).toEqual([
      {
        state: 'exception',
        carrierStatus: 'Attempted delivery - Card left',
        at: new Date('2021-01-21T00:04:27Z'),
        description: 'Attempted delivery - Card left',
      },
    ])
    expect(refused).toEqual([{ trackingId: 'BAD1', code: 'ESB-10001', name: 'Invalid tracking ID' }])
  })

  it('refuses an answer it cannot read as malformed', () => {
    const event = (date: string) => ({
      tracking_results: [{ tracking_id: 'A', trackable_items: [{ events: [{ description: 'Delivered', date }] }] }],
    })
    for (const body of [null, {}, { tracking_results: [{ status: 'Delivered' }] }, event('2022-08-18 11:45:57'), event('soon')]) {
      expect(
        failureOf(() => ausPostTrackingOf({ status: 200, body }, ['A'])),
        JSON.stringify(body),
      ).toMatchObject({
        name: 'AusPostTrackingError',
        failure: 'malformed',
      })
    }
  })

  it('tells a refusal of the credentials, a rate limit, an outage and a bad request apart', () => {
    const tooMany = { errors: [{ code: '51101', name: 'TOO_MANY_AP_TRACKING_IDS', message: 'The request must contain 10 or less AP article ids.' }] }
    const cases = [
      [401, null, 'unauthorised'],
      [403, null, 'unauthorised'],
      [429, null, 'rate_limited'],
      [503, 'Service Unavailable', 'unavailable'],
      [400, tooMany, 'refused'],
    ] as const
    for (const [status, body, failure] of cases) {
      expect(
        failureOf(() => ausPostTrackingOf({ status, body }, ['A'])),
        String(status),
      ).toMatchObject({ status, failure })
    }
    expect(failureOf(() => ausPostTrackingOf({ status: 400, body: tooMany }, ['A'])).message).toBe(
      'Australia Post refused the request (status 400): The request must contain 10 or less AP article ids.',
    )
  })
})

describe('settings from the environment', () => {
  const credentials = { AUSPOST_API_KEY: 'key', AUSPOST_API_PASSWORD: 'secret', AUSPOST_ACCOUNT_NUMBER: '0001234567' }

  it('is off without credentials, and takes Australia Post’s address and a 15 s wait unless told', () => {
    expect(ausPostSettingsFromEnv({})).toBeNull()
    expect(ausPostSettingsFromEnv(credentials)).toEqual({
      apiKey: 'key',
      password: 'secret',
      accountNumber: '0001234567',
      apiUrl: 'https://digitalapi.auspost.com.au',
      timeoutMs: 15_000,
    })
    expect(ausPostSettingsFromEnv({ ...credentials, AUSPOST_API_URL: 'http://127.0.0.1:3012/', AUSPOST_TIMEOUT_SECONDS: '2' })).toMatchObject({
      apiUrl: 'http://127.0.0.1:3012',
      timeoutMs: 2000,
    })
  })

  it('refuses some credentials without the others, and a wait that is not one', () => {
    expect(() => ausPostSettingsFromEnv({ AUSPOST_API_KEY: 'key' })).toThrow(/AUSPOST_API_PASSWORD/)
    expect(() => ausPostSettingsFromEnv({ ...credentials, AUSPOST_TIMEOUT_SECONDS: 'soon' })).toThrow(/AUSPOST_TIMEOUT_SECONDS/)
  })
})

describe('the adapter against the stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startAusPostStandIn>>
  let settings: AusPostSettings

  beforeAll(async () => {
    standIn = await startAusPostStandIn()
    const { apiKey, password, accountNumber } = AUSPOST_STAND_IN_DEFAULTS
    settings = { apiKey, password, accountNumber, apiUrl: standIn.url, timeoutMs: 2000 }
  })

  afterAll(() => standIn.close())

  it('reads the scans of a parcel, and lists an id the stand-in does not know as refused', async () => {
    standIn.scan('33LPX0000001', { description: 'Shipment information received', date: '2026-11-30T09:00:00+11:00' })
    standIn.scan('33LPX0000001', { description: 'Delivered - Left in a safe place', date: '2026-12-01T14:30:00+11:00', location: 'KEW VIC' })
    const { reports, refused } = await trackAusPostParcels(settings, ['33LPX0000001', 'NOPE'])
    expect(reports).toEqual([
      {
        carrier: 'auspost',
        trackingNumber: '33LPX0000001',
        events: [
          { state: 'delivered', carrierStatus: 'Delivered - Left in a safe place', at: new Date('2026-12-01T03:30:00Z'), description: null },
          { state: 'label_created', carrierStatus: 'Shipment information received', at: new Date('2026-11-29T22:00:00Z'), description: null },
        ],
      },
    ])
    expect(refused).toEqual([{ trackingId: 'NOPE', code: 'ESB-10001', name: 'Invalid tracking ID' }])
    const [request] = standIn.requests.slice(-1)
    expect(request).toMatchObject({ method: 'GET', path: '/shipping/v1/track', trackingIds: ['33LPX0000001', 'NOPE'], status: 200 })
    expect(request!.headers['account-number']).toBe(AUSPOST_STAND_IN_DEFAULTS.accountNumber)
  })

  it('asks ten ids at a time, as Australia Post answers no more', async () => {
    const before = standIn.requests.length
    const ids = Array.from({ length: 11 }, (_, index) => `MANY${index}`)
    const { refused } = await trackAusPostParcels(settings, ids)
    expect(refused.map((refusal) => refusal.trackingId)).toEqual(ids)
    expect(standIn.requests.slice(before).map((request) => request.trackingIds.length)).toEqual([10, 1])
    const tooMany = await fetch(`${standIn.url}/shipping/v1/track?tracking_ids=${ids.join(',')}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.apiKey}:${settings.password}`).toString('base64')}`,
        'account-number': '0001234567',
      },
    })
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).errors[0].code).toBe('51101')
  })

  it('throws the failure of an outage, a rate limit or wrong credentials, and reads again after', async () => {
    standIn.failNext(500)
    await expect(trackAusPostParcels(settings, ['33LPX0000001'])).rejects.toMatchObject({ status: 500, failure: 'unavailable' })
    standIn.failNext(429)
    await expect(trackAusPostParcels(settings, ['33LPX0000001'])).rejects.toMatchObject({ status: 429, failure: 'rate_limited' })
    await expect(trackAusPostParcels({ ...settings, password: 'wrong' }, ['33LPX0000001'])).rejects.toMatchObject({ failure: 'unauthorised' })
    await expect(trackAusPostParcels({ ...settings, accountNumber: '0009999999' }, ['33LPX0000001'])).rejects.toMatchObject({ status: 401 })
    expect((await trackAusPostParcels(settings, ['33LPX0000001'])).reports).toHaveLength(1)
  })

  it('takes a demo’s scan through its own door', async () => {
    const scanned = await fetch(`${standIn.url}/stand-in/scans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trackingId: '33LPX0000002', description: 'Onboard for delivery' }),
    })
    expect(scanned.status).toBe(201)
    const { reports } = await trackAusPostParcels(settings, ['33LPX0000002'])
    expect(reports[0]!.events).toMatchObject([{ state: 'out_for_delivery' }])
    expect((await fetch(`${standIn.url}/stand-in/scans`, { method: 'POST', body: '{}' })).status).toBe(400)
  })

  it('gives up on an Australia Post that does not answer in time, or cannot be reached', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    try {
      await expect(trackAusPostParcels({ ...settings, apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 }, ['A'])).rejects.toMatchObject({
        status: 0,
        failure: 'unanswered',
        message: 'Australia Post did not answer within 0.2 seconds',
      })
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
    await expect(trackAusPostParcels({ ...settings, apiUrl: `http://127.0.0.1:${port}` }, ['A'])).rejects.toMatchObject({
      failure: 'unanswered',
      message: 'Australia Post could not be reached',
    })
  })
})
