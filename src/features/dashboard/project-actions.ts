'use server'

import { revalidatePath } from 'next/cache'

import { changeProjectVisibility } from '@/collections/projects/project-visibility'
import { projectVisibilityChange } from '@/domain/project-visibility'
import { refusal, type Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

/**
 * Archives or restores one of the signed-in customer's projects. Everything is checked again
 * here: the input's shape, who is asking, and (through access control) that the project is theirs.
 */
export async function setProjectVisibility(input: unknown): Promise<Result> {
  const parsed = projectVisibilityChange.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const result = await runAsCustomer(changeProjectVisibility, parsed.data)
  if (!result.ok) return result
  revalidatePath('/dashboard/projects')
  revalidatePath(`/dashboard/projects/${parsed.data.projectId}`)
  return result
}
