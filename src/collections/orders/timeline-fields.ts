import type { Field } from 'payload'

import { derived, staffWritable } from '@/access/staff-writable'
import { TIMELINE_STAGES } from '@/domain/production-timeline'

const dayOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } as const
const computedDate = { ...dayOnly, components: { Field: '@/components/admin/timeline/ComputedDateField#ComputedDateField' } } as const

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
          derived({ name: 'approvedOn', type: 'date', label: 'Artwork approved', admin: computedDate }),
          derived({ name: 'inHandsDate', type: 'date', label: 'Customer needs it by', admin: computedDate }),
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
      // One row per stage, in order, rebuilt by the hook on every write: staff can neither add nor
      // remove one, and only "Done on" is theirs. The rows' stage and planned date carry no field
      // access of their own: Payload's access pass deletes a refused value from the stored row
      // itself when a write leaves the timeline out, and the hook would then re-plan without them.
      {
        name: 'stages',
        type: 'array',
        labels: { singular: 'Stage', plural: 'Stages' },
        admin: { readOnly: true, isSortable: false, components: { RowLabel: '@/components/admin/timeline/StageRowLabel#StageRowLabel' } },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'stage',
                type: 'select',
                options: TIMELINE_STAGES.map(({ stage, label }) => ({ value: stage, label })),
                admin: { hidden: true },
              },
              { name: 'plannedDate', type: 'date', label: 'Planned', admin: computedDate },
              {
                name: 'actualDate',
                type: 'date',
                label: 'Done on',
                admin: {
                  ...dayOnly,
                  description: 'Empty until the stage is done.',
                  components: { Field: '@/components/admin/timeline/DoneOnField#DoneOnField' },
                },
              },
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
