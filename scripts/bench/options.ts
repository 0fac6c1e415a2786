/** The benchmark's command-line options (scripts/bench.ts describes them). */
import { argument } from '../cli-argument'

export const sizes = (argument('products') ?? '5000').split(',').map(Number)
export const kind = process.argv.includes('--postgres') ? 'postgres' : 'sqlite'
export const connections = Number(argument('connections') ?? 20)
export const pageConnections = Number(argument('page-connections') ?? 50)
export const duration = Number(argument('duration') ?? 10)
export const only = argument('only')
/** Measured runs per route and server; the median run is reported. */
export const runs = Math.max(1, Number(argument('runs') ?? 3))
/** Visitors typing at once in the search bench. */
export const typists = Number(argument('typists') ?? 4)
