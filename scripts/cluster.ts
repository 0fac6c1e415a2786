/**
 * `npm run cluster -- --instances 2 [--port 8080] [--demo]`: the deployment of several instances, on
 * this machine. N production servers (scripts/serve.ts) on one PostgreSQL database and one Redis, one
 * jobs worker, and nginx in front (deploy/nginx.conf.template) on the port. Serves the production
 * build, so `npm run build` first. A production start: it loads no demo data and offers no test
 * card, unless `--demo` (the demo business when the database is empty, and demo mode). Ctrl+C (or
 * SIGTERM) stops everything.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { argument } from './cli-argument'
import { DEFAULT_CLUSTER_DATABASE_URL, prepareClusterDatabase } from './cluster/cluster-database'
import { nginxBinary } from './cluster/nginx-process'
import { DEFAULT_REDIS_URL, startCluster } from './cluster/start-cluster'
import { localPayloadSecret } from './local-secret.mjs'

const root = path.resolve(import.meta.dirname, '..')

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const instances = Number(argument('instances') ?? 2)
const port = Number(argument('port') ?? 8080)
if (!Number.isInteger(instances) || instances < 1 || instances > 16) fail('--instances takes a whole number from 1 to 16.')
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port takes a port number.')
if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
  fail('npm run cluster serves the production build: run `npm run build` first.')
if (!nginxBinary()) fail('npm run cluster needs nginx. Install it with: sudo apt-get install -y nginx')

const demo = process.argv.includes('--demo')
const env: Record<string, string> = {
  PAYLOAD_SECRET: localPayloadSecret(),
  DATABASE_URL: process.env.DATABASE_URL || DEFAULT_CLUSTER_DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
  ...(demo ? { DEMO_MODE: 'true' } : {}),
}

console.log(`▸ Database ${new URL(env.DATABASE_URL).pathname.slice(1)}: migrations${demo ? ', then the demo data if it is empty' : ''}`)
await prepareClusterDatabase(env, { demo })
console.log(`▸ Starting ${instances} instance${instances === 1 ? '' : 's'}, the jobs worker and nginx`)
// With uploads in object storage, instances keep nothing on disk: separate folders, as on separate machines, show it.
const cluster = await startCluster({ instances, port, env, separateMediaDirs: Boolean(process.env.S3_BUCKET) })

console.log(
  [
    '',
    `  Swagly cluster: open ${cluster.baseURL} (nginx)`,
    ...cluster.instances.map((instance, index) => `  instance ${index + 1}       ${instance.baseURL}`),
    '  jobs             one `npm run worker` process',
    `  rate limits      shared through ${env.REDIS_URL}`,
    '',
    '  Stop with Ctrl+C.',
    '',
  ].join('\n'),
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\n▸ Stopping nginx, the instances and the worker')
    // A signal handler cannot wait: the process exits once everything has stopped.
    void cluster.stop().then(() => process.exit(0))
  })
}
