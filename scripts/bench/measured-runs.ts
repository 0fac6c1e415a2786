/** Runs of one route with the server's CPU counted, and a report row of the median one. */
import type autocannon from 'autocannon'

import { connections, runs } from './options'
import { cpuSeconds } from './process-cpu'
import { measure, type Route } from './routes'

export type Measured = { label: string; connections: number; result: autocannon.Result; cpuPerRequestMs: number }

/**
 * A warm-up run, then `runs` measured ones, counting the CPU of `serverPids` and their children
 * during each; the run with the median CPU per request stands for them, so one run disturbed by
 * anything else on the machine does not decide a ratio.
 */
export const measureWithCpu = async (baseURL: string, route: Route & { label: string }, serverPids: number[]): Promise<Measured> => {
  await measure(baseURL, route)
  const measured: Measured[] = []
  for (let run = 0; run < runs; run++) {
    const before = cpuSeconds(serverPids)
    const result = await measure(baseURL, route)
    const requests = Math.max(1, result.requests.total)
    measured.push({
      label: route.label,
      connections: route.connections ?? connections,
      result,
      cpuPerRequestMs: ((cpuSeconds(serverPids) - before) * 1000) / requests,
    })
  }
  return measured.sort((a, b) => a.cpuPerRequestMs - b.cpuPerRequestMs)[Math.floor(measured.length / 2)]!
}

export const row = (database: string, size: number, server: string, measured: Measured, reference?: Measured) => [
  database,
  size.toLocaleString('en-AU'),
  server,
  measured.label,
  String(measured.connections),
  measured.result.requests.average.toFixed(0),
  String(measured.result.latency.p50),
  String(measured.result.latency.p99),
  measured.cpuPerRequestMs.toFixed(3),
  reference ? `${(measured.cpuPerRequestMs / reference.cpuPerRequestMs).toFixed(2)}×` : '',
  String(measured.result.errors + measured.result.non2xx),
]
