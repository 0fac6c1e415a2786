import type { ArrayField, SelectField } from 'payload'

import { PROJECT_STATUSES, STATUS_LABELS } from '@/domain/project-status'

export const statusOptions = PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

/** Staff change a status with the buttons of the status machine, never with a free-form select. */
export const STATUS_ACTIONS_COMPONENT = '@/components/admin/StatusActions#StatusActions'

/** The five-step status; changes go through the status machine hook, never straight in. */
export const statusField = (): SelectField => ({
  name: 'status',
  type: 'select',
  options: statusOptions,
  defaultValue: 'pending',
  required: true,
  index: true,
  admin: { position: 'sidebar', components: { Field: STATUS_ACTIONS_COMPONENT } },
})

export const statusChangeLogField = (): ArrayField => ({
  name: 'statusChangeLog',
  type: 'array',
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
  fields: [
    { name: 'timestamp', type: 'date', required: true },
    { name: 'status', type: 'select', options: statusOptions, required: true },
  ],
})
