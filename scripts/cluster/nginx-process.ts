/**
 * nginx run by the current user from the rendered template, in the foreground as a child process,
 * with everything it writes (pid, logs, temporary files, cache) in a folder of its own.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'

import { renderNginxConfig, upstreamServers } from './nginx-config'

const INSTALL_HINT = 'Install it with: sudo apt-get install -y nginx'
/** The `flush=` of the template's access_log. */
const ACCESS_LOG_FLUSH_MS = 1000

/** nginx from PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH); null when neither. */
export const nginxBinary = (): string | null => {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null
  } catch {
    return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null
  }
}

export type NginxProcess = { pid: number; stop: () => Promise<void>; errorLog: () => string; accessLog: () => Promise<string> }

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => socket.end(() => resolve(true)))
    socket.once('error', () => resolve(false))
  })

/** Starts nginx on `port` in front of the instances at `upstreams` (`host:port`), writing under `stateDir`. */
export const startNginx = ({ port, upstreams, stateDir }: { port: number; upstreams: string[]; stateDir: string }): Promise<NginxProcess> =>
  runNginx({ port, stateDir, config: renderNginxConfig({ LISTEN: String(port), UPSTREAM_SERVERS: upstreamServers(upstreams), STATE_DIR: stateDir }) })

/** Runs nginx with `config` (which listens on `port` and writes under `stateDir`) until stopped. */
export const runNginx = async ({ port, stateDir, config: text }: { port: number; stateDir: string; config: string }): Promise<NginxProcess> => {
  const binary = nginxBinary()
  if (!binary) throw new Error(`nginx is not installed. ${INSTALL_HINT}`)
  mkdirSync(stateDir, { recursive: true })
  // Run as root, nginx's workers drop to an unprivileged user, who must reach the cache folders nginx makes here.
  chmodSync(stateDir, 0o755)
  const config = path.join(stateDir, 'nginx.conf')
  writeFileSync(config, text)
  const errorLogFile = path.join(stateDir, 'error.log')
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '')
  const accessLogFile = path.join(stateDir, 'access.log')
  // The shipped config writes its access log in batches at least once a second: wait one out.
  const accessLog = async () => {
    await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS + 250))
    return existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8') : ''
  }
  const child: ChildProcess = spawn(binary, ['-p', stateDir, '-c', config, '-e', errorLogFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 10_000
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited at once:\n${errorLog()}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not listen on ${port} in time:\n${errorLog()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    pid: child.pid!,
    // SIGQUIT: nginx finishes the requests under way, then exits; SIGTERM ends it should that take long.
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      const impatient = setTimeout(() => child.kill('SIGTERM'), 5_000)
      await exited
      clearTimeout(impatient)
    },
    errorLog,
    accessLog,
  }
}
