/**
 * The seed's phases as progress bars on the terminal, one line each. cli-progress draws nothing when
 * the output is not a terminal, so there each phase is a line when it starts and one when it ends
 * instead: CI logs and piped output (`npm start` in a container) say what is happening without
 * redraws.
 */
import cliProgress from 'cli-progress'

import type { SeedProgress } from '../src/seed/seed-progress'

const bars = (): SeedProgress => ({
  phase: (name, total) => {
    const bar = new cliProgress.SingleBar(
      { format: `  ${name.padEnd(20)} {bar} {value}/{total}  {duration_formatted}`, stream: process.stdout, hideCursor: true },
      cliProgress.Presets.shades_classic,
    )
    bar.start(total, 0)
    return { tick: () => bar.increment(), done: () => bar.stop() }
  },
})

const lines = (): SeedProgress => ({
  phase: (name, total) => {
    const started = Date.now()
    console.log(`  ${name}: ${total} to go`)
    return { tick: () => {}, done: () => console.log(`  ${name}: ${total} done in ${Math.round((Date.now() - started) / 1000)} s`) }
  },
})

export const progressBars = (): SeedProgress => (process.stdout.isTTY ? bars() : lines())
