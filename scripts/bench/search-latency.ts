/**
 * The search suggestions' latency as visitors typing see it: every prefix a typist sends (from two
 * letters on) of some common searches, a few with a typo, each asked once with nothing cached
 * (the database answers), then all again (the catalogue cache answers). `concurrency` visitors
 * type at once. Percentiles are of the whole round trip, measured by the client.
 */
const SEARCHES = [
  'hoodie',
  'ceramic mug',
  'bamboo notebook',
  'steel bottle',
  'recycled tote',
  'canvas backpack',
  'wool beanie',
  'travel tumbler',
  'cotton tee',
  'leather jacket',
  'glass bottle',
  'premium pen',
  'coastal towel',
  'cork cooler',
  'hodie',
  'botle',
  'notebok',
  'umbrela',
  'charger',
  'sport socks',
  'urban polo',
  'eco lanyard',
  'deluxe speaker',
]

export const typedQueries = (): string[] => [
  ...new Set(SEARCHES.flatMap((search) => Array.from({ length: search.length - 1 }, (_, index) => search.slice(0, index + 2).trim()))),
]

export type Latency = { requests: number; p50: number; p95: number; p99: number; errors: number }

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0

const run = async (baseURL: string, queries: string[], concurrency: number): Promise<Latency> => {
  const timings: number[] = []
  let errors = 0
  let next = 0
  const visitor = async () => {
    while (next < queries.length) {
      const query = queries[next++]!
      const started = performance.now()
      const response = await fetch(`${baseURL}/api/search/suggestions?${new URLSearchParams({ q: query })}`)
      await response.arrayBuffer()
      timings.push(performance.now() - started)
      if (!response.ok) errors += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, visitor))
  timings.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    requests: timings.length,
    p50: round(percentile(timings, 0.5)),
    p95: round(percentile(timings, 0.95)),
    p99: round(percentile(timings, 0.99)),
    errors,
  }
}

/** Uncached first (each query's first ask), then cached (the same queries again). */
export const measureSuggestions = async (baseURL: string, concurrency: number) => {
  const queries = typedQueries()
  // The first request of a fresh server starts Payload; it is no visitor's typing.
  await fetch(`${baseURL}/api/search/suggestions?q=warm+up`)
  const uncached = await run(baseURL, queries, concurrency)
  const cached = await run(baseURL, queries, concurrency)
  return { uncached, cached }
}
