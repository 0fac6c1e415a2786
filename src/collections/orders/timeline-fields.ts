import type { Field } from 'payload'

import { derived, staffWritable } from '@/access/staff-writable'
import { TIMELINE_STAGES } from '@/domain/production-timeline'

const dayOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } as const

/**
 * The order's production timeline, planned by the server when every proof is approved
 * (timeline-hook.ts). Staff move it on by entering the day a stage was done; everything else is
 * computed, and customers read it only.
 */
export const timelineField = (): Field =>
  staffWritable({
    name: 'timeline',
    type: 'group',
    label: 'Production timeline',
    admin: {
      description: 'Planned when every proof is approved. Mark a stage done by entering the day it was done; later stages move with it.',
      condition: (data) => Boolean(data?.timeline?.approvedOn),
    },
    fields: [
      {
        type: 'row',
        fields: [
          derived({ name: 'approvedOn', type: 'date', label: 'Artwork approved', admin: dayOnly }),
          derived({ name: 'inHandsDate', type: 'date', label: 'Customer needs it by', admin: dayOnly }),
          derived({ name: 'meetsInHandsDate', type: 'checkbox', label: 'Ready in time' }),
        ],
      },
      {
        type: 'row',
        fields: [
          derived({ name: 'state', type: 'text', label: 'Holidays of', maxLength: 3 }),
          derived({ name: 'leadTimeDays', type: 'number', label: 'Production (business days)' }),
        ],
      },
      {
        name: 'stages',
        type: 'array',
        labels: { singular: 'Stage', plural: 'Stages' },
        admin: { isSortable: false },
        fields: [
          {
            type: 'row',
            fields: [
              derived({ name: 'stage', type: 'select', options: TIMELINE_STAGES.map(({ stage, label }) => ({ value: stage, label })) }),
              derived({ name: 'plannedDate', type: 'date', label: 'Planned', admin: dayOnly }),
              { name: 'actualDate', type: 'date', label: 'Done on', admin: { ...dayOnly, description: 'Empty until the stage is done.' } },
            ],
          },
        ],
      },
      // The next stage to be done and its planned date: what the overdue alert and staff's work
      // queue look for.
      derived({ name: 'nextStage', type: 'text', admin: { hidden: true } }),
      derived({ name: 'nextDue', type: 'date', index: true, admin: { hidden: true } }),
      // "stage@date" of the last overdue alert, so each stage's lateness is reported once.
      derived({ name: 'overdueAlerted', type: 'text', admin: { hidden: true } }),
    ],
  })
