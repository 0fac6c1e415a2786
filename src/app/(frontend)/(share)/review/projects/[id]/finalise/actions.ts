'use server'

import { finaliseProject, type FinaliseResult } from '@/features/review/finalise-project'
import { answerPlainly } from '@/features/review/action-errors'
import { FINALISE_STATUSES } from '@/features/review/review-statuses'
import { guardShareAction, isRefusal } from '@/features/review/share-guard'
import { payloadClient } from '@/payload-client'

/** The reviewer confirms the proposal: the share guard again, then every field checked on the server. */
export async function submitFinalisation(projectId: string, key: string, input: unknown): Promise<FinaliseResult> {
  return answerPlainly(async () => {
    const project = await guardShareAction('projects', projectId, key, FINALISE_STATUSES)
    if (isRefusal(project)) return project
    return finaliseProject(await payloadClient(), project.id, input)
  })
}
