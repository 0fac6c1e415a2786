import type { SizeChoice } from '@/domain/size-curve'
import { SIZE_GROUPS } from '@/domain/sizes'
import { relationId } from '@/platform/relation-id'

type StoredChoice = { lineItem?: unknown; group?: unknown; sizingOption?: unknown }

/** A stored response's sizes as choices, skipping rows whose item or size has since gone. */
export const sizeChoicesOf = (sizes: unknown): SizeChoice[] =>
  ((Array.isArray(sizes) ? sizes : []) as StoredChoice[]).flatMap((row) => {
    const lineItem = relationId(row.lineItem)
    const sizingOption = relationId(row.sizingOption)
    const group = SIZE_GROUPS.find((value) => value === row.group)
    return lineItem && sizingOption && group ? [{ lineItem, group, sizingOption }] : []
  })
