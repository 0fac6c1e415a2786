import { describe, expect, it } from 'vitest'

import { emailChangeInput, formValues, linkToken, loginInput, passwordChangeInput, profileInput, signupInput } from '@/domain/account-input'
import { fieldErrorsOf } from '@/domain/field-errors'

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0])

const signup = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  company: '',
  email: ' Grace@Navy.Example ',
  password: 'cobol-forever',
  phoneCountry: 'au',
  phoneNumber: '',
}

describe('signupInput', () => {
  it('trims names, lower-cases the email, and turns blanks into nothing', () => {
    const parsed = signupInput.parse(signup)
    expect(parsed).toMatchObject({ firstName: 'Grace', email: 'grace@navy.example', company: null, phoneCountry: 'AU', phoneNumber: null })
  })

  it('names every field that is wrong, one plain message each', () => {
    const errors = errorsOf(signupInput.safeParse({ ...signup, firstName: '', email: 'nope', password: 'short', phoneNumber: '12' }))
    expect(errors).toEqual({
      firstName: 'Enter your first name.',
      email: expect.stringMatching(/valid email/),
      password: 'Use at least 8 characters.',
      phoneNumber: expect.stringMatching(/valid phone number/),
    })
  })

  it('refuses the email as the password', () => {
    expect(errorsOf(signupInput.safeParse({ ...signup, password: 'grace@navy.example' }))).toEqual({
      password: 'Choose a password that is not your email address.',
    })
  })

  it('accepts a valid phone for the chosen country', () => {
    expect(signupInput.safeParse({ ...signup, phoneNumber: '0412 345 678' }).success).toBe(true)
    expect(signupInput.safeParse({ ...signup, phoneCountry: 'NZ', phoneNumber: '021 123 4567' }).success).toBe(true)
  })
})

describe('the other forms', () => {
  it('login asks for both fields and never trims the password', () => {
    expect(errorsOf(loginInput.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    })
    expect(loginInput.parse({ email: 'a@b.co', password: ' pass ' }).password).toBe(' pass ')
  })

  it('profile needs first and last name; company and phone are optional', () => {
    expect(errorsOf(profileInput.safeParse({ firstName: '', lastName: ' ' }))).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
    })
    expect(profileInput.parse({ firstName: 'Jo', lastName: 'Lee' })).toMatchObject({ company: null, phoneCountry: 'AU', phoneNumber: null })
  })

  it('email change needs the new address and the current password', () => {
    expect(Object.keys(errorsOf(emailChangeInput.safeParse({ newEmail: 'x', currentPassword: '' })))).toEqual(['newEmail', 'currentPassword'])
  })

  it('a new password must follow the rules and differ from the current one', () => {
    expect(errorsOf(passwordChangeInput.safeParse({ currentPassword: 'same-password', newPassword: 'same-password' }))).toEqual({
      newPassword: 'Choose a password different from your current one.',
    })
    expect(errorsOf(passwordChangeInput.safeParse({ currentPassword: 'old-password', newPassword: 'short' }))).toEqual({
      newPassword: 'Use at least 8 characters.',
    })
  })
})

describe('linkToken', () => {
  it('accepts the hex and base64url tokens Payload emails, nothing else', () => {
    expect(linkToken.safeParse('0d859a74d76081158d142b77eaa4635fcf090d4a').success).toBe(true)
    for (const token of ['', 'a b', 'abc/../x', 'x'.repeat(201), '<script>']) expect(linkToken.safeParse(token).success).toBe(false)
  })
})

describe('formValues', () => {
  it('keeps text fields and drops React’s internal $ACTION fields and files', () => {
    const form = new FormData()
    form.set('email', 'a@b.co')
    form.set('$ACTION_ID_abc', '')
    form.set('upload', new Blob(['x']))
    expect(formValues(form)).toEqual({ email: 'a@b.co' })
  })
})
