/**
 * What each performance stage of the production server (src/platform/server/request-pipeline.ts)
 * buys: its figures with every stage on, against a second server started with that one stage
 * switched off (SERVER_STAGES_OFF), in the same bench run, the runs alternating between the two
 * servers so that whatever else loads the machine falls on both alike. The median of `runs` runs
 * after a warm-up of each. Bytes are those sent on the wire, as a browser asks (Brotli accepted).
 */
import type autocannon from 'autocannon'

import { type PerformanceStage } from '../../src/platform/server/server-stages'
import { freePort } from '../../tests/support/app-server'
import { encodedResponse } from '../../tests/support/encoded-response'
import { type ServeProcess, startServe } from '../serve-process'
import { runs } from './options'
import { apiRoutes, browser, measure, pageRoutes, type Route, uncachedLane } from './routes'

/** One figure of one stage: `on` with every stage, `off` with this one switched off. */
export type StageFigure = { stage: PerformanceStage; figure: string; on: number; off: number; better: 'higher' | 'lower' }

/** Bytes of the body as sent, before any decoding. */
const sentBytes = async (url: string, headers: Record<string, string>) => {
  const response = await encodedResponse(url, headers)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.body.length
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

type Servers = { on: ServeProcess; off: ServeProcess }

/** req/s, p50 and p99 of `route` on both servers, runs alternating. */
const throughput = async (stage: PerformanceStage, servers: Servers, route: Route): Promise<StageFigure[]> => {
  const results: Record<'on' | 'off', autocannon.Result[]> = { on: [], off: [] }
  for (const side of ['on', 'off'] as const) await measure(servers[side].baseURL, route)
  for (let run = 0; run < runs; run++) {
    for (const side of ['on', 'off'] as const) results[side].push(await measure(servers[side].baseURL, route))
  }
  const figure = (name: string, better: StageFigure['better'], of: (result: autocannon.Result) => number): StageFigure => ({
    stage,
    figure: `${route.name}: ${name}`,
    on: median(results.on.map(of)),
    off: median(results.off.map(of)),
    better,
  })
  return [
    figure('req/s', 'higher', (result) => result.requests.average),
    figure('p50 ms', 'lower', (result) => result.latency.p50),
    figure('p99 ms', 'lower', (result) => result.latency.p99),
  ]
}

const bytesOf = async (stage: PerformanceStage, servers: Servers, figure: string, paths: string[]): Promise<StageFigure> => {
  const total = async (server: ServeProcess) => {
    let sum = 0
    for (const path of paths) sum += await sentBytes(`${server.baseURL}${path}`, browser)
    return sum
  }
  // The first answer may be a fresh render, sent before a cache holds it; the second is what visitors get.
  await total(servers.on)
  await total(servers.off)
  return { stage, figure, on: await total(servers.on), off: await total(servers.off), better: 'lower' }
}

/** The build's scripts and stylesheets a page names, largest first (as sent by `server`). */
const pageAssets = async (server: ServeProcess, pagePath: string): Promise<string[]> => {
  const html = await (await fetch(`${server.baseURL}${pagePath}`)).text()
  const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s\\]+\.(?:js|css)/g) ?? [])]
  const sizes = new Map<string, number>()
  for (const asset of assets) sizes.set(asset, await sentBytes(`${server.baseURL}${asset}`, browser))
  return assets.sort((a, b) => sizes.get(b)! - sizes.get(a)!)
}

const products = pageRoutes[1]!

const FIGURES: Record<PerformanceStage, (servers: Servers) => Promise<StageFigure[]>> = {
  'page-cache': (servers) => throughput('page-cache', servers, products),
  brotli: async (servers) => [
    ...(await Promise.all(pageRoutes.map((route) => bytesOf('brotli', servers, `${route.name}: bytes sent`, [route.path])))),
    ...(await throughput('brotli', servers, products)),
  ],
  'precompressed-static': async (servers) => {
    const assets = await pageAssets(servers.on, products.path)
    return [
      await bytesOf('precompressed-static', servers, `the ${assets.length} scripts and stylesheets of /products: bytes sent`, assets),
      ...(await throughput('precompressed-static', servers, { ...products, name: 'its largest script', path: assets[0]! })),
    ]
  },
  'api-reads': async (servers) => {
    const figures: StageFigure[] = []
    for (const route of apiRoutes) {
      figures.push(...(await throughput('api-reads', servers, { ...route, name: `${route.name}, cached` })))
      figures.push(...(await throughput('api-reads', servers, { ...uncachedLane(route), name: `${route.name}, uncached` })))
    }
    return figures
  },
  // A list's total counts every match: kept counts matter on a large catalogue (--products 50000).
  'kept-counts': async (servers) => {
    const figures: StageFigure[] = []
    for (const route of apiRoutes)
      figures.push(...(await throughput('kept-counts', servers, { ...uncachedLane(route), name: `${route.name}, uncached` })))
    return figures
  },
}

/** Each stage's figures: `on` is the server with every stage; one more server per stage, started with it off. */
export const measureServerStages = async (on: ServeProcess, env: Record<string, string>, stages: PerformanceStage[]): Promise<StageFigure[]> => {
  const figures: StageFigure[] = []
  for (const stage of stages) {
    const off = await startServe({ ...env, SERVER_STAGES_OFF: stage }, await freePort())
    try {
      figures.push(...(await FIGURES[stage]({ on, off })))
    } finally {
      await off.stop()
    }
  }
  return figures
}

/** A figure's report row: on vs off as a ratio, and its gain (how much better with the stage on). */
export const stageRow = ({ stage, figure, on, off, better }: StageFigure): string[] => {
  const gain = better === 'higher' ? on / off - 1 : 1 - on / off
  const format = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
  return [stage, figure, format(on), format(off), `${(on / off).toFixed(2)}×`, `${(gain * 100).toFixed(0)}%`]
}
