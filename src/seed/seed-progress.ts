/**
 * How the seed reports its longer phases: a progress bar per phase on a terminal
 * (scripts/progress-bars.ts).
 */
export type SeedPhase = { tick: () => void; done: () => void }

export type SeedProgress = { phase: (name: string, total: number) => SeedPhase }
