import type { OperationCall } from '@/collections/customer-endpoint'
import type { ProjectVisibilityChange } from '@/domain/project-visibility'
import { refusingErrors, type Result } from '@/platform/result'

/**
 * Archives or restores a project, as the caller with access control on, so only its owner's
 * project changes and another customer's reads as missing.
 */
export async function changeProjectVisibility({ req, input }: OperationCall<ProjectVisibilityChange>): Promise<Result> {
  const { payload, user } = req
  return refusingErrors(
    payload,
    'The project was not changed.',
    async () => {
      await payload.update({
        collection: 'projects',
        id: input.projectId,
        data: { visibility: input.visibility },
        depth: 0,
        select: { visibility: true },
        user,
        overrideAccess: false,
      })
      return { ok: true }
    },
    'We couldn’t find that project.',
  )
}
