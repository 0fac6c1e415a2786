'use server'

import { finaliseProject, type FinaliseResult } from '@/lib/review/finalise-project'
import { answerPlainly } from '@/lib/review/action-errors'
import { FINALISE_STATUSES } from '@/lib/review/review-statuses'
import { guardShareAction, isRefusal } from '@/lib/share-guard'
import { payloadClient } from '@/lib/payload'

/** The reviewer confirms the proposal: the share guard again, then every field checked on the server. */
export async function submitFinalisation(projectId: string, key: string, input: unknown): Promise<FinaliseResult> {
  return answerPlainly(async () => {
    const project = await guardShareAction('projects', projectId, key, FINALISE_STATUSES)
    if (isRefusal(project)) return project
    return finaliseProject(await payloadClient(), project.id, input)
  })
}
