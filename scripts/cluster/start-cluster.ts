/**
 * Several production servers (scripts/serve.ts) on one database, one jobs worker and nginx in
 * front of them (deploy/nginx.conf.template), all on this machine: what `npm run cluster` runs and
 * tests/int/cluster.test.ts tests.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../tests/support/app-server'
import { type ServeProcess, startServe } from '../serve-process'
import { type NginxProcess, startNginx } from './nginx-process'
import { startWorker, type WorkerProcess } from './worker-process'

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379'

export type ClusterOptions = {
  instances: number
  /** nginx's port, on every interface. */
  port: number
  /** What every process gets: the database, PAYLOAD_SECRET, REDIS_URL and the like. */
  env: Record<string, string>
  /** The public address; defaults to http://localhost:{port}. */
  serverURL?: string
  /**
   * Gives each instance an upload folder (MEDIA_DIR) of its own, as on separate machines, so that
   * only files kept in object storage are served by every instance.
   */
  separateMediaDirs?: boolean
}

export type Cluster = {
  baseURL: string
  instances: ServeProcess[]
  nginx: NginxProcess
  worker: WorkerProcess
  stop: () => Promise<void>
}

export const startCluster = async (options: ClusterOptions): Promise<Cluster> => {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'swagly-cluster-'))
  // Run as root, nginx's workers drop to an unprivileged user, who must reach its folder inside.
  chmodSync(stateDir, 0o755)
  const baseURL = options.serverURL ?? `http://localhost:${options.port}`
  const env = {
    ...options.env,
    SERVER_URL: baseURL,
    REDIS_URL: options.env.REDIS_URL || DEFAULT_REDIS_URL,
    TRUST_PROXY: 'true',
    JOBS_AUTORUN: 'false',
  }
  const running: { stop: () => Promise<void> }[] = []
  const started = <Process extends { stop: () => Promise<void> }>(process: Process): Process => {
    running.push(process)
    return process
  }
  let nginx: NginxProcess | undefined
  const stop = async () => {
    // nginx first, so that no request reaches an instance that is going away.
    await nginx?.stop()
    await Promise.all(running.splice(0).map((process) => process.stop()))
    rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()))
    // All settled before going on, so that none still starting is left behind when another failed.
    const settled = await Promise.allSettled(
      ports.map((port, index) =>
        startServe(options.separateMediaDirs ? { ...env, MEDIA_DIR: path.join(stateDir, `instance-${index + 1}`, 'media') } : env, port).then(
          started,
        ),
      ),
    )
    const instances = settled.map((result) => {
      if (result.status === 'rejected') throw result.reason
      return result.value
    })
    const worker = started(await startWorker(env))
    nginx = await startNginx({ port: options.port, upstreams: ports.map((port) => `127.0.0.1:${port}`), stateDir: path.join(stateDir, 'nginx') })
    return { baseURL, instances, nginx, worker, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
