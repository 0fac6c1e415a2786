/**
 * The production server's performance stages, by the name SERVER_STAGES_OFF knows them. That
 * variable is the benchmark's knob (`npm run bench -- --only stages`), which measures what each
 * stage buys by starting a server with it switched off; a live server leaves it unset. `kept-counts`
 * is the database adapter's one speed patch (adapter-patches.ts), switched off by the same knob. The stages
 * that keep answers correct (the outage 503, the cache policy, request ids and metrics) have no
 * switch.
 */
export const PERFORMANCE_STAGES = ['precompressed-static', 'page-cache', 'brotli', 'api-reads', 'kept-counts'] as const

export type PerformanceStage = (typeof PERFORMANCE_STAGES)[number]

const isStage = (name: string): name is PerformanceStage => (PERFORMANCE_STAGES as readonly string[]).includes(name)

/** The stages a comma-separated list names; an unknown name is an error rather than a measure of the wrong thing. */
export const stagesNamed = (value: string): Set<PerformanceStage> => {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !isStage(name))
  if (unknown.length > 0) throw new Error(`names no stage of the server: ${unknown.join(', ')} (stages: ${PERFORMANCE_STAGES.join(', ')})`)
  return new Set(names.filter(isStage))
}

export const stagesSwitchedOff = (): Set<PerformanceStage> => stagesNamed(process.env.SERVER_STAGES_OFF ?? '')
