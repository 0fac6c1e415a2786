import type { CollectionBeforeChangeHook } from 'payload'

import { teamName } from '@/domain/budget'

/** A membership's team is stored as budgets compare it: trimmed and single-spaced, or none. */
export const tidyTeamName: CollectionBeforeChangeHook = ({ data }) => ('team' in data ? { ...data, team: teamName(data.team) || null } : data)
