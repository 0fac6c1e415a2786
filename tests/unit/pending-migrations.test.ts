import { describe, expect, it } from 'vitest'

import { pendingMigrations } from '@/domain/pending-migrations'

describe('pendingMigrations', () => {
  const known = ['20261121_initial', '20261124_delivered_at', '20261126_recipient_links']

  it('is empty when every known migration is applied, whatever else the database recorded', () => {
    expect(pendingMigrations(known, [...known, 'dev', '20250101_older_build'])).toEqual([])
  })

  it('lists the known ones not applied, in order', () => {
    expect(pendingMigrations(known, ['20261121_initial'])).toEqual(['20261124_delivered_at', '20261126_recipient_links'])
    expect(pendingMigrations(known, [])).toEqual(known)
  })
})
