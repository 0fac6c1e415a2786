import { describe, expect, it } from 'vitest'

import { projectVisibilityChange } from '@/domain/project-visibility'

describe('projectVisibilityChange', () => {
  it('accepts archiving or restoring a project by id', () => {
    expect(projectVisibilityChange.parse({ projectId: 3, visibility: 'archived' })).toEqual({ projectId: 3, visibility: 'archived' })
    expect(projectVisibilityChange.safeParse({ projectId: 3, visibility: 'active' }).success).toBe(true)
  })

  it.each([
    { projectId: '3', visibility: 'archived' },
    { projectId: 0, visibility: 'archived' },
    { projectId: 1.5, visibility: 'active' },
    { projectId: 3, visibility: 'deleted' },
    { projectId: 3 },
    null,
  ])('refuses %j', (input) => {
    expect(projectVisibilityChange.safeParse(input).success).toBe(false)
  })
})
