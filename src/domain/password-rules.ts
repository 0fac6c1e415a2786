// What a customer's password must be, in one place: the sign-up, reset and change forms show these
// rules as a checklist, and the server checks the same ones.
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './input-shape'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export type PasswordRule = { id: 'length' | 'not-email'; label: string; passes: (password: string, email?: string) => boolean }

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, passes: (password) => password.length >= PASSWORD_MIN_LENGTH },
  {
    id: 'not-email',
    label: 'Not your email address',
    passes: (password, email) => !email || password.length === 0 || !sameText(password, email),
  },
]

/** The first rule the password breaks, in plain words, or null when it is fine. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  // No keyboard types them, and some password hashes elsewhere stop at a NUL.
  if (hasControlCharacters(password)) return CONTROL_CHARACTERS_MESSAGE
  if (email && sameText(password, email)) return 'Choose a password that is not your email address.'
  return null
}
