// Archiving tidies a project away from the active list; restoring brings it back. Nothing else
// about the project changes, so both are always allowed to its owner.

import { z } from 'zod'

export const projectVisibilityChange = z.object({
  projectId: z.number().int().positive().max(2_147_483_647),
  visibility: z.enum(['active', 'archived']),
})

export type ProjectVisibilityChange = z.infer<typeof projectVisibilityChange>
