/**
 * The seed's phases as progress bars on the terminal, one line each. cli-progress draws nothing when
 * the output is not a terminal, so CI logs and the tests' piped seeding stay free of redraws.
 */
import cliProgress from 'cli-progress'

import type { SeedProgress } from '../src/seed/seed-progress'

export const progressBars = (): SeedProgress => ({
  phase: (name, total) => {
    const bar = new cliProgress.SingleBar(
      { format: `  ${name.padEnd(20)} {bar} {value}/{total}  {duration_formatted}`, stream: process.stdout, hideCursor: true },
      cliProgress.Presets.shades_classic,
    )
    bar.start(total, 0)
    return { tick: () => bar.increment(), done: () => bar.stop() }
  },
})
