/** One sample of a Prometheus text exposition: its metric name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of a `/metrics` answer (comments skipped). */
export const parseMetrics = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`Not a sample: ${line}`)
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]))
      return { name: match[1]!, labels, value: Number(match[3]) }
    })

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export const sampleSum = (samples: Sample[], name: string, labels: Record<string, string> = {}): number =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((total, sample) => total + sample.value, 0)
