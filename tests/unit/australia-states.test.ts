import { geoArea, geoContains } from '@visx/vendor/d3-geo'
import type { Feature, FeatureCollection, Polygon } from 'geojson'
import { describe, expect, it } from 'vitest'

import states from '@/components/dashboard/insights/australia-states.json'
import { AUSTRALIAN_STATES } from '@/domain/address'

const map = states as FeatureCollection<Polygon, { code: string; name: string }>
const stateOf = (code: string) => map.features.find((feature) => feature.properties.code === code) as Feature<Polygon>

describe('the map of Australia’s states', () => {
  it('holds each state and territory once, named as the address book names it', () => {
    expect(map.features.map((feature) => feature.properties.code).sort()).toEqual(AUSTRALIAN_STATES.map((state) => state.code))
    for (const { code, name } of AUSTRALIAN_STATES) expect(stateOf(code).properties?.name).toBe(name)
  })

  it('draws each as a small part of the globe, wound as the projection reads an outline', () => {
    // Australia is about 7.7 million km², some 0.19 of the globe's 4π steradians; a ring wound the other way is the rest of the globe.
    const areas = map.features.map((feature) => geoArea(feature))
    expect(areas.reduce((sum, area) => sum + area, 0)).toBeGreaterThan(0.17)
    expect(areas.reduce((sum, area) => sum + area, 0)).toBeLessThan(0.21)
  })

  it('puts each capital inside its own state', () => {
    const capitals: [string, [number, number]][] = [
      ['NSW', [151.21, -33.87]],
      ['VIC', [144.96, -37.81]],
      ['QLD', [153.03, -27.47]],
      ['WA', [115.86, -31.95]],
      ['SA', [138.6, -34.93]],
      ['TAS', [147.33, -42.88]],
      ['NT', [130.84, -12.46]],
      ['ACT', [149.13, -35.28]],
    ]
    for (const [code, capital] of capitals) expect(geoContains(stateOf(code), capital), code).toBe(true)
  })
})
