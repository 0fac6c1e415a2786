import { describe, expect, it } from 'vitest'

import { stagesNamed } from '@/platform/server/server-stages'

describe('the server stages a benchmark switches off (SERVER_STAGES_OFF)', () => {
  it('reads a comma-separated list of stage names, none when empty', () => {
    expect([...stagesNamed('page-cache, brotli')]).toEqual(['page-cache', 'brotli'])
    expect(stagesNamed('').size).toBe(0)
  })

  it('refuses a name that is no stage rather than measure the server with it on', () => {
    expect(() => stagesNamed('page-cache,pagecache')).toThrow(/pagecache/)
  })
})
