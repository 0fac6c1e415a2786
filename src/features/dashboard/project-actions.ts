'use server'

import { revalidatePath } from 'next/cache'

import { projectVisibilityChange } from '@/domain/project-visibility'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { refusal, refusalOf, type Result } from '@/platform/result'

/**
 * Archives or restores one of the signed-in customer's projects. Everything is checked again
 * here: the input's shape, who is asking, and (through access control) that the project is theirs.
 */
export async function setProjectVisibility(input: unknown): Promise<Result> {
  const parsed = projectVisibilityChange.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const viewer = await getViewer()
  if (!viewer) return refusal(401, 'Your session has ended. Log in again to continue.')
  const { projectId, visibility } = parsed.data
  const payload = await payloadClient()
  try {
    await payload.update({
      collection: 'projects',
      id: projectId,
      data: { visibility },
      depth: 0,
      select: { visibility: true },
      user: viewer.customer,
      overrideAccess: false,
    })
  } catch (error) {
    return refusalOf(error, payload, 'The project was not changed.', 'We couldn’t find that project.')
  }
  revalidatePath('/dashboard/projects')
  revalidatePath(`/dashboard/projects/${projectId}`)
  return { ok: true }
}
