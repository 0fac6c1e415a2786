'use client'

import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

import { formatCents } from '@/domain/pricing'

/** An amount stored in cents, shown in dollars in the admin's list tables and join fields. */
export function MoneyCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  return typeof cellData === 'number' ? <span>{formatCents(cellData)}</span> : null
}
