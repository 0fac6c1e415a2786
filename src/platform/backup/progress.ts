/** Where a backup or restore says how far it has got: one line each, for anything that takes a while. */
export type Progress = (line: string) => void

/** A line every this many files copied. */
export const PROGRESS_EVERY = 250
