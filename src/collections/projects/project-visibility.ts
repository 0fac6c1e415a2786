import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import type { ProjectVisibilityChange } from '@/domain/project-visibility'
import type { Result } from '@/platform/result'

/** Archives or restores a project as the caller, so only its owner's project changes (see changeFields). */
export const changeProjectVisibility = ({ req, input }: OperationCall<ProjectVisibilityChange>): Promise<Result> =>
  changeFields(req, {
    collection: 'projects',
    id: input.projectId,
    data: { visibility: input.visibility },
    notChanged: 'The project was not changed.',
    notFound: 'We couldn’t find that project.',
  })
