/** `part` of `whole` as a whole percentage, never over 100; null when the whole is nothing. */
export const wholePercentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((Math.min(part, whole) * 100) / whole) : null)
