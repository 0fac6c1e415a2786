import { Mercator } from '@visx/geo'
import type { Feature, FeatureCollection, Polygon } from 'geojson'

import type { StateParcels } from '@/domain/insights/deliveries'
import states from './australia-states.json'

type StateFeature = Feature<Polygon, { code: string; name: string }>

/**
 * Australia's states and territories, hand-simplified to a few dozen points each (the lines drawn
 * are within tens of kilometres of the real ones: enough to read a map at a glance), shipped with
 * the app and drawn on the server, so no map tiles or geometry are fetched from anywhere.
 */
const AUSTRALIA = states as FeatureCollection<Polygon, { code: string; name: string }>

/** All of Australia as one shape, which the projection is fitted to. */
const OUTLINE: Feature = {
  type: 'Feature',
  properties: {},
  geometry: { type: 'GeometryCollection', geometries: AUSTRALIA.features.map((state) => state.geometry) },
}

const WIDTH = 400
const HEIGHT = 360

// Where a state's label goes when its middle is too small or crowded to hold it: the ACT's sits out at
// sea, so it is always drawn dark, whatever the shade of its state.
const LABEL_AT: Record<string, [number, number]> = { ACT: [151.6, -36.4] }

/**
 * Parcels per state as a map shaded by count (darker: more), drawn by visx's Mercator projection
 * on the server, each state labelled with its code and count.
 */
export function StateMap({ states: counts }: { states: StateParcels[] }) {
  const most = Math.max(1, ...counts.map((state) => state.parcels))
  const parcelsIn = (code: string) => counts.find((state) => state.state === code)?.parcels ?? 0
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mx-auto h-auto w-full max-w-lg">
      <Mercator<StateFeature> data={AUSTRALIA.features} fitSize={[[WIDTH, HEIGHT], OUTLINE]}>
        {({ features, projection }) =>
          features.map(({ feature, path, centroid }) => {
            const parcels = parcelsIn(feature.properties.code)
            const moved = LABEL_AT[feature.properties.code]
            const [x, y] = (moved && projection(moved)) || centroid
            return (
              <g key={feature.properties.code}>
                <path
                  d={path || ''}
                  className={parcels > 0 ? 'fill-ink stroke-white' : 'fill-sand stroke-white'}
                  fillOpacity={parcels > 0 ? 0.15 + (0.85 * parcels) / most : 1}
                  strokeWidth={1}
                />
                <text x={x} y={y} textAnchor="middle" className={!moved && parcels / most > 0.55 ? 'fill-white' : 'fill-ink'} fontSize={13}>
                  <tspan x={x} fontWeight={600}>
                    {feature.properties.code}
                  </tspan>
                  <tspan x={x} dy={15}>
                    {parcels}
                  </tspan>
                </text>
              </g>
            )
          })
        }
      </Mercator>
    </svg>
  )
}
