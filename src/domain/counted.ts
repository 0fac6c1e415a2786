// A count with its noun in the right number: "1 second", "2 seconds".

export const counted = (count: number, singular: string, plural = `${singular}s`): string => `${count} ${count === 1 ? singular : plural}`

/** What a refused, rate-limited request is told. */
export const waitAndRetryMessage = (seconds: number): string => `Too many attempts. Wait ${counted(seconds, 'second')} and try again.`
