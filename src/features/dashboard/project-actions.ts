'use server'

import { revalidatePath } from 'next/cache'
import { NotFound, Forbidden } from 'payload'

import { projectVisibilityChange } from '@/domain/project-visibility'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'

export type ActionResult = { ok: true } | { ok: false; error: string }

/**
 * Archives or restores one of the signed-in customer's projects. Everything is checked again
 * here: the input's shape, who is asking, and (through access control) that the project is theirs.
 */
export async function setProjectVisibility(input: unknown): Promise<ActionResult> {
  const parsed = projectVisibilityChange.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'That request was not understood. Reload the page and try again.' }
  const viewer = await getViewer()
  if (!viewer) return { ok: false, error: 'Your session has ended. Log in again to continue.' }
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
    // Another customer's project answers exactly like one that does not exist.
    if (error instanceof NotFound || error instanceof Forbidden) return { ok: false, error: 'We couldn’t find that project.' }
    payload.logger.error({ err: error, projectId }, 'Changing a project’s visibility failed')
    return { ok: false, error: 'Something went wrong on our side. Please try again in a moment.' }
  }
  revalidatePath('/dashboard/projects')
  revalidatePath(`/dashboard/projects/${projectId}`)
  return { ok: true }
}
