'use server'

import { finaliseProject } from '@/collections/projects/operations/finalise-project'
import { FINALISE_STATUSES } from '@/domain/review-statuses'
import { guardShareAction, isRefusal } from '@/features/review/share-guard'
import { payloadClient } from '@/payload-client'
import { refusingErrors } from '@/platform/result'

/** The reviewer confirms the proposal: the share guard again, then every field checked on the server. */
export async function submitFinalisation(projectId: string, key: string, input: unknown) {
  return refusingErrors(await payloadClient(), 'Nothing was saved.', async () => {
    const project = await guardShareAction('projects', projectId, key, FINALISE_STATUSES)
    if (isRefusal(project)) return project
    return finaliseProject(await payloadClient(), project.id, input)
  })
}
