'use client'

import { useRowLabel } from '@payloadcms/ui'

import { stageLabel } from '@/domain/production-timeline'

/** Each stage row is titled by its stage, not "Stage 01". */
export function StageRowLabel() {
  const { data } = useRowLabel<{ stage?: string | null }>()
  return <span>{stageLabel(data?.stage ?? '')}</span>
}
