/**
 * A way for the production server (scripts/serve.ts) to hand an anonymous read straight to the
 * API route's own code, past Next.js's request pipeline and the proxy, which cost about a third of
 * such a read's CPU. Each route (GraphQL, REST) opens its lane when Next.js first loads it, so the
 * server and the routes share one Payload and one set of parsed queries; until then every read
 * goes through Next.js. Kept on globalThis: the server and the routes are separate bundles.
 *
 * A lane answers null for what it will not take (a GraphQL mutation, a REST read the proxy would
 * refuse, an address Next.js would rewrite), and the server then hands the request to Next.js as it came.
 */
export type ReadLane = (request: Request) => Promise<Response | null>

export type ReadLaneName = 'graphql' | 'rest'

const laneKey = Symbol.for('swagly.read-lanes')
const globals = globalThis as typeof globalThis & { [laneKey]?: Partial<Record<ReadLaneName, ReadLane>> }

export const openReadLane = (name: ReadLaneName, lane: ReadLane): void => {
  globals[laneKey] = { ...globals[laneKey], [name]: lane }
}

/** The lane, once its route has been loaded. */
export const readLane = (name: ReadLaneName): ReadLane | undefined => globals[laneKey]?.[name]
