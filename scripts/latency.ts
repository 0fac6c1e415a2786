/** Response-time statistics for the benchmark and load scripts (autocannon reports no p95). */

/** The latency below which `fraction` of the sorted samples fall (nearest rank), in whole milliseconds. */
export const percentile = (sorted: number[], fraction: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!) : NaN
