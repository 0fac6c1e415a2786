/**
 * What a client that spells Accept-Encoding differently on every request (`br, x-1`, `br, x-2` …)
 * costs the server, against the same number of identical requests for the same cached page. The
 * page caches key their copies on the encoding they send (src/domain/content-encoding.ts), so both
 * should be answered from memory: target within 1.5×. Rounds of 100 of each, alternating, since
 * /proc counts CPU in 10 ms ticks and 100 answers from memory take only a few.
 */
import { cpuSeconds } from './process-cpu'

export type AcceptEncodingCost = { requests: number; identicalMs: number; distinctMs: number }

const REQUESTS_PER_ROUND = 100

const fetchAll = async (url: string, acceptEncodings: string[]) => {
  for (const acceptEncoding of acceptEncodings) {
    const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status} for Accept-Encoding: ${acceptEncoding}`)
  }
}

/** CPU milliseconds of `serverPids` spent answering `acceptEncodings`, one request each. */
const cpuMsOf = async (url: string, acceptEncodings: string[], serverPids: number[]) => {
  const before = cpuSeconds(serverPids)
  await fetchAll(url, acceptEncodings)
  return (cpuSeconds(serverPids) - before) * 1000
}

export const measureAcceptEncodingSpread = async (url: string, serverPids: number[], rounds: number): Promise<AcceptEncodingCost> => {
  const identical = Array.from({ length: REQUESTS_PER_ROUND }, () => 'br')
  // The page rendered and kept before anything is counted.
  await fetchAll(url, identical.slice(0, 2))
  let identicalMs = 0
  let distinctMs = 0
  for (let round = 0; round < rounds; round++) {
    identicalMs += await cpuMsOf(url, identical, serverPids)
    const distinct = identical.map((_, index) => `br, x-${round * REQUESTS_PER_ROUND + index + 1}`)
    distinctMs += await cpuMsOf(url, distinct, serverPids)
  }
  return { requests: rounds * REQUESTS_PER_ROUND, identicalMs, distinctMs }
}
