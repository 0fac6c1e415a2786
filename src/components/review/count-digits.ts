/** What a typed count keeps: its digits only, at most six, so no quantity field holds anything else. */
export const countDigits = (typed: string) => typed.replace(/[^\d]/g, '').slice(0, 6)
