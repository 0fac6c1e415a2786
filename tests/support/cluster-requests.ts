import { request as httpRequest } from 'node:http'

// Requests to a cluster's nginx from a client address of the test's choosing, and what nginx's
// access log says of which instance answered them (tests/int/cluster.test.ts).

/** A loopback address of this test alone: nginx sees requests sent from it as from that client. */
export const ownLoopbackAddress = () => `127.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`

/** A JSON POST to nginx sent from `localAddress`, whatever X-Forwarded-For the client claims. */
export const postFrom = (localAddress: string, url: string, body: unknown, forwardedFor: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } },
      (response) => response.resume().on('end', () => resolve(response.statusCode!)),
    )
    sent.on('error', reject)
    sent.end(JSON.stringify(body))
  })

/** A line of nginx's access log (deploy/nginx.conf.template's `upstream_json`). */
export type NginxLogEntry = { remote: string; method: string; path: string; upstream: string }

/** The instances that answered nginx's logged requests for which `matches` holds, by address. */
export const upstreamsOf = (accessLog: string, matches: (entry: NginxLogEntry) => boolean) =>
  new Set(
    accessLog
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as NginxLogEntry)
      .filter(matches)
      .map((entry) => entry.upstream),
  )
