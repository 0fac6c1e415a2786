import { APIError, Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { formStateOf } from '@/features/auth/form-state'
import { formErrorsOf, refusal, refusalOf, refusingErrors, type Result } from '@/platform/result'

/** Payload as far as refusalOf uses it: a logger that keeps what it was told. */
const withLogger = () => {
  const logged: unknown[] = []
  const payload = { logger: { error: (...args: unknown[]) => logged.push(args) } } as unknown as Payload
  return { payload, logged }
}

const t = ((key: string) => key) as never

describe('refusalOf', () => {
  it('answers forbidden and not found alike, so another customer’s ids reveal nothing', () => {
    const { payload, logged } = withLogger()
    const missing = refusalOf(new NotFound(t), payload, 'Nothing was saved.', 'We couldn’t find that link.')
    const forbidden = refusalOf(new Forbidden(t), payload, 'Nothing was saved.', 'We couldn’t find that link.')
    expect(missing).toEqual({ ok: false, status: 404, message: 'We couldn’t find that link.' })
    expect(forbidden).toEqual(missing)
    expect(refusalOf(new NotFound(t), payload, 'Nothing was saved.').message).toBe('We couldn’t find that.')
    expect(logged).toHaveLength(0)
  })

  it('passes a collection’s own 4xx through in its words, with what did not happen', () => {
    const { payload, logged } = withLogger()
    expect(refusalOf(new APIError('That stock is no longer available.', 409), payload, 'Nothing was booked.')).toEqual({
      ok: false,
      status: 409,
      message: 'That stock is no longer available. Nothing was booked.',
    })
    expect(logged).toHaveLength(0)
  })

  it('says a validation error by its fields’ messages rather than its generic summary', () => {
    const { payload } = withLogger()
    const error = new ValidationError({
      collection: 'recipients',
      errors: [
        { path: 'email', message: 'Enter a valid email.' },
        { path: 'postcode', message: 'Enter a 4-digit postcode.' },
      ],
    })
    expect(refusalOf(error, payload, 'The recipient was not saved.')).toEqual({
      ok: false,
      status: 400,
      message: 'Enter a valid email. Enter a 4-digit postcode. The recipient was not saved.',
    })
  })

  it.each([
    ['a server error', new APIError('connection reset by peer', 500)],
    ['a plain Error', new Error('SQLITE_BUSY: database is locked')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('logs %s and answers without its details', (_, error) => {
    const { payload, logged } = withLogger()
    const refused = refusalOf(error, payload, 'Nothing was saved.')
    expect(refused).toEqual({ ok: false, status: 500, message: 'Something went wrong on our side. Nothing was saved. Please try again in a moment.' })
    expect(logged).toHaveLength(1)
  })
})

describe('refusingErrors', () => {
  it('returns what the work answers, and a refusal for what it throws', async () => {
    const { payload } = withLogger()
    await expect(refusingErrors(payload, 'Nothing was saved.', async () => ({ ok: true as const, id: 7 }))).resolves.toEqual({ ok: true, id: 7 })
    await expect(
      refusingErrors(
        payload,
        'Nothing was saved.',
        async () => {
          throw new NotFound(t)
        },
        'We couldn’t find that project.',
      ),
    ).resolves.toEqual({ ok: false, status: 404, message: 'We couldn’t find that project.' })
  })
})

describe('formErrorsOf', () => {
  it('gives each field its message when the refusal names fields', () => {
    expect(formErrorsOf(refusal(400, 'Enter a valid email.', { payerEmail: 'Enter a valid email.' }))).toEqual({ payerEmail: 'Enter a valid email.' })
  })

  it('puts a refusal of the whole form under form', () => {
    expect(formErrorsOf(refusal(409, 'This project has already been paid.'))).toEqual({ form: 'This project has already been paid.' })
  })
})

describe('formStateOf', () => {
  it('says what was done on success', () => {
    const done: Result = { ok: true }
    expect(formStateOf(done, 'Your details are saved.')).toEqual({ status: 'success', message: 'Your details are saved.' })
  })

  it('carries the refusal’s words and its fields’ messages', () => {
    expect(formStateOf(refusal(400, 'Check the highlighted fields.', { phone: 'Enter a phone number.' }), 'Saved.')).toEqual({
      status: 'error',
      message: 'Check the highlighted fields.',
      fieldErrors: { phone: 'Enter a phone number.' },
    })
    expect(formStateOf(refusal(404, 'We couldn’t find that.'), 'Saved.')).toEqual({
      status: 'error',
      message: 'We couldn’t find that.',
      fieldErrors: undefined,
    })
  })
})
