import { describe, expect, it } from 'vitest'

import { buildIdOf, isNewerBuild } from '@/domain/build-version'

describe('new build detection', () => {
  it('reads the build id of builds/latest.json', () => {
    expect(buildIdOf({ buildId: ' abc123 ' })).toBe('abc123')
    expect(buildIdOf({ buildId: '' })).toBeNull()
    expect(buildIdOf({ id: 'abc' })).toBeNull()
    expect(buildIdOf('abc')).toBeNull()
    expect(buildIdOf(null)).toBeNull()
  })

  it('reports a new build only when the server names another one', () => {
    expect(isNewerBuild('build-1', { buildId: 'build-2' })).toBe(true)
    expect(isNewerBuild('build-1', { buildId: 'build-1' })).toBe(false)
    // An error page or an outage in between is not a new version.
    expect(isNewerBuild('build-1', { error: 'Bad gateway' })).toBe(false)
    expect(isNewerBuild('build-1', undefined)).toBe(false)
  })
})
