import { describe, expect, it } from 'vitest'

import { alreadyFailedError, noteDatabaseError, watchingDatabase } from '@/platform/database/outage'
import { isDatabaseUnreachable, isPoolWait } from '@/platform/database/unreachable'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a terminated backend', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server that is starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006', 'connection failure')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a pool that cannot hand out a connection', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a query the server never answered', new Error('Query read timeout')],
    ['a driver error wrapped by the ORM', new Error('Failed query: select 1', { cause: withCode('57P01') })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['bad input whose text mimics an outage', withCode('22P02', 'Connection terminated: invalid input syntax for type integer')],
    ['a statement timeout, which a slow query asked for', withCode('57014', 'canceling statement due to statement timeout')],
    ['a validation error', new Error('The following field is invalid: email')],
    ['a message that only mentions a timeout', new Error('Something about timeout exceeded when trying to connect')],
    ['nothing at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})

describe('an outage already recognised', () => {
  it('stays one when thrown on, however deep it is wrapped', async () => {
    const { DatabaseUnavailableError } = await import('@/platform/database/outage')
    expect(isDatabaseUnreachable(new DatabaseUnavailableError())).toBe(true)
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: new DatabaseUnavailableError() }))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error('forged'), { digest: 'something-else' }))).toBe(false)
  })
})

describe('a wait for a free pool connection', () => {
  const poolWait = () => new Error('timeout exceeded when trying to connect')
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

  it('is told apart from the database failing to answer, however wrapped', () => {
    expect(isPoolWait(poolWait())).toBe(true)
    expect(isPoolWait(new Error('Failed query', { cause: poolWait() }))).toBe(true)
    expect(isPoolWait(refused())).toBe(false)
    expect(isPoolWait(new Error('Connection terminated unexpectedly'))).toBe(false)
  })

  it('makes a request busy only while every failure it met was one', async () => {
    const watched = (...errors: Error[]) =>
      watchingDatabase(async () => {
        for (const error of errors) noteDatabaseError(error)
      })
    expect(await watched(poolWait())).toMatchObject({ unreachable: true, busy: true })
    expect(await watched(poolWait(), alreadyFailedError())).toMatchObject({ unreachable: true, busy: true })
    expect(await watched(poolWait(), refused())).toMatchObject({ unreachable: true, busy: false })
    expect(await watched(refused(), poolWait())).toMatchObject({ unreachable: true, busy: false })
    expect(await watched()).toMatchObject({ unreachable: false, busy: false })
  })
})
