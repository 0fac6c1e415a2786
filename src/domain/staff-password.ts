/** A staff password long enough that guessing it online, within the login limits, is hopeless. */
export const STAFF_PASSWORD_MIN_LENGTH = 12

/** What is wrong with `password` for a staff account, in plain words, or null when it will do. */
export const staffPasswordProblem = (password: string, demoPasswords: readonly string[]): string | null => {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`
  if (demoPasswords.includes(password)) return 'That is a demo password, published in the README: choose one of your own.'
  return null
}
