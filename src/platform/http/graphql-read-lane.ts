/**
 * A way for the production server (scripts/serve.ts) to hand an anonymous GraphQL query straight
 * to the GraphQL route's own code, past Next.js's request pipeline and the proxy, which cost about
 * a third of such a query's CPU. The route opens the lane when Next.js first loads it, so the
 * server and every route share one Payload and one set of parsed queries; until then every query
 * goes through Next.js. Kept on globalThis: the server and the routes are separate bundles.
 *
 * The lane answers null for what it will not take (anything but queries), and the server then
 * hands the request to Next.js as it came.
 */
export type GraphQLReadLane = (request: Request, body: string) => Promise<Response | null>

const laneKey = Symbol.for('swagly.graphql-read-lane')
const globals = globalThis as typeof globalThis & { [laneKey]?: GraphQLReadLane }

export const openGraphQLReadLane = (lane: GraphQLReadLane): void => {
  globals[laneKey] = lane
}

/** The lane, once the GraphQL route has been loaded. */
export const graphQLReadLane = (): GraphQLReadLane | undefined => globals[laneKey]
