/**
 * deploy/nginx.conf.template filled in as envsubst fills it in production: what nginx listens on,
 * the instances behind it and the folder it writes to.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const TEMPLATE = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf.template')

/** One failed attempt takes an instance out of the rotation for ten seconds; then nginx tries it again. */
export const UPSTREAM_HEALTH = 'max_fails=1 fail_timeout=10s'

export type NginxSettings = { LISTEN: string; UPSTREAM_SERVERS: string; STATE_DIR: string }

/** The UPSTREAM_SERVERS value for instances at these `host:port` addresses. */
export const upstreamServers = (addresses: string[]): string => addresses.map((address) => `server ${address} ${UPSTREAM_HEALTH};`).join(' ')

export const renderNginxConfig = (settings: NginxSettings): string =>
  readFileSync(TEMPLATE, 'utf8').replace(/\$\{(LISTEN|UPSTREAM_SERVERS|STATE_DIR)\}/g, (_, name: keyof NginxSettings) => settings[name])
