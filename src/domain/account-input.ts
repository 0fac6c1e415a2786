// The auth and account-settings forms as the server actions check them: one zod schema per form,
// over the flat field names the forms post, so every message lands beside its field.
import { z } from 'zod'

import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './input-shape'
import { passwordProblem } from './password-rules'
import { isValidPhone } from './phone'

const email = (missing: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, missing)
    .max(254, 'Keep the email under 254 characters.')
    .pipe(z.email('Enter a valid email address, like name@company.com.'))

const typed = (text: string) => !hasControlCharacters(text)

const name = (missing: string) =>
  z.string().trim().min(1, missing).max(100, 'Keep it under 100 characters.').refine(typed, CONTROL_CHARACTERS_MESSAGE)

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(typed, CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .transform((value) => value || null)

/** Entered passwords are never trimmed: spaces are part of them. */
const enteredPassword = (missing: string) => z.string().min(1, missing).max(1000, 'That is too long to be your password.')

const newPassword = z.string().superRefine((password, context) => {
  const problem = passwordProblem(password)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

const phoneFields = {
  phoneCountry: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((code) => code || 'AU')
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'Choose a country.')),
  phoneNumber: optionalText(32, 'Keep the phone number under 32 characters.'),
}

const checkPhone = (values: { phoneCountry: string; phoneNumber: string | null }, context: z.RefinementCtx) => {
  if (values.phoneNumber && !isValidPhone(values.phoneCountry, values.phoneNumber)) {
    context.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Enter a valid phone number for the country chosen, or leave it blank.' })
  }
}

export const loginInput = z.object({
  email: email('Enter your email address.'),
  password: enteredPassword('Enter your password.'),
})

export const forgotPasswordInput = z.object({ email: email('Enter the email address of your account.') })

export const signupInput = z
  .object({
    firstName: name('Enter your first name.'),
    lastName: name('Enter your last name.'),
    company: optionalText(200, 'Keep the company name under 200 characters.'),
    email: email('Enter your email address.'),
    password: newPassword,
    ...phoneFields,
  })
  .superRefine((values, context) => {
    checkPhone(values, context)
    const problem = passwordProblem(values.password, values.email)
    if (problem && !passwordProblem(values.password)) context.addIssue({ code: 'custom', path: ['password'], message: problem })
  })

/** The token of an emailed link (verification, password reset): what Payload generates, nothing else. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'This link is not valid.')

export const resetPasswordInput = z.object({ token: linkToken, password: newPassword })

export const profileInput = z
  .object({
    firstName: name('Enter your first name.'),
    lastName: name('Enter your last name.'),
    company: optionalText(200, 'Keep the company name under 200 characters.'),
    ...phoneFields,
  })
  .superRefine(checkPhone)

export const emailChangeInput = z.object({
  newEmail: email('Enter your new email address.'),
  currentPassword: enteredPassword('Enter your current password to confirm it is you.'),
})

export const passwordChangeInput = z
  .object({
    currentPassword: enteredPassword('Enter your current password.'),
    newPassword,
  })
  .refine((values) => values.currentPassword !== values.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  })

/** A form post as a plain object of its text fields (files and repeated names are not used here). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$')) values[key] = value
  return values
}
