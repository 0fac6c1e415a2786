/** The middle value of some timings (the upper one of the middle two for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
