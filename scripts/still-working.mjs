/**
 * A line every `everyMs` while a long step of `npm start` runs, with the time so far, so a log (or
 * a person watching a quiet terminal while Next.js compiles) can tell a slow step from a stuck one.
 * Returns the function that stops it.
 */
export const stillWorking = (activity, { everyMs = 15_000, write = (line) => process.stdout.write(line) } = {}) => {
  const started = Date.now()
  const timer = setInterval(() => write(`  … still ${activity}, ${Math.round((Date.now() - started) / 1000)} s so far\n`), everyMs)
  return () => clearInterval(timer)
}
