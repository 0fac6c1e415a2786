/**
 * A way for the production server (src/platform/server/request-pipeline.ts) to hand an anonymous
 * GraphQL read straight to the route's own code, past Next.js's request pipeline and the proxy: 1.6
 * to 1.8 times the reads a second (docs/performance-server-stages.md). The GraphQL route opens its lane when Next.js first loads it, so the
 * server and the routes share one Payload and one set of parsed queries; until then every read
 * goes through Next.js. Kept on globalThis: the server and the routes are separate bundles.
 *
 * A lane answers null for what it will not take (a mutation), and the server then hands the
 * request to Next.js as it came.
 */
export type ReadLane = (request: Request) => Promise<Response | null>

export type ReadLaneName = 'graphql'

const laneKey = Symbol.for('swagly.read-lanes')
const globals = globalThis as typeof globalThis & { [laneKey]?: Partial<Record<ReadLaneName, ReadLane>> }

export const openReadLane = (name: ReadLaneName, lane: ReadLane): void => {
  globals[laneKey] = { ...globals[laneKey], [name]: lane }
}

/** The lane, once its route has been loaded. */
export const readLane = (name: ReadLaneName): ReadLane | undefined => globals[laneKey]?.[name]
