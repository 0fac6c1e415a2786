/**
 * CPU time spent by processes and all their descendants (nginx's workers, say), read from Linux's
 * /proc: the benchmark's measure of what a request costs the server, apart from the load generator.
 */
import { readdirSync, readFileSync } from 'node:fs'

// USER_HZ: the unit of /proc's CPU times, 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100

type Stat = { pid: number; parent: number; ticks: number }

const stat = (pid: number): Stat | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name, in parentheses, may hold spaces: fields are counted after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { pid, parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

/** Seconds of CPU (user and system) used so far by `roots` and every process below them. */
export const cpuSeconds = (roots: number[]): number => {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((entry): entry is Stat => entry !== null)
  const counted = new Set(roots)
  for (let grew = true; grew;) {
    grew = false
    for (const entry of all) {
      if (!counted.has(entry.pid) && counted.has(entry.parent)) {
        counted.add(entry.pid)
        grew = true
      }
    }
  }
  return all.filter((entry) => counted.has(entry.pid)).reduce((sum, entry) => sum + entry.ticks, 0) / TICKS_PER_SECOND
}
