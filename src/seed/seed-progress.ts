/**
 * How the seed reports its longer phases: `npm start` draws a progress bar per phase
 * (scripts/progress-bars.ts); tests and scripts that seed quietly pass nothing.
 */
export type SeedPhase = { tick: () => void; done: () => void }

export type SeedProgress = { phase: (name: string, total: number) => SeedPhase }

export const quietProgress: SeedProgress = { phase: () => ({ tick: () => undefined, done: () => undefined }) }
