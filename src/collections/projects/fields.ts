import type { Field, SelectField } from 'payload'

import { PACKING_TYPES } from '@/domain/enquiry-options'
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@/domain/payment-status'

export const packingTypeField = (): SelectField => ({
  name: 'packingType',
  type: 'select',
  options: PACKING_TYPES.map(({ value, label }) => ({ value, label })),
  defaultValue: 'individual_items',
})

export const numberOfPacksField = (): Field => ({
  name: 'numberOfPacks',
  type: 'number',
  min: 1,
  max: 100000,
  validate: (value: unknown) =>
    value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 1) ? true : 'Enter a whole number of packs.',
})

export const paymentMethodField = (): SelectField => ({
  name: 'paymentMethod',
  type: 'select',
  options: [
    { label: 'Card', value: 'card' },
    { label: 'Invoice', value: 'invoice' },
  ],
})

export const paymentStatusField = (): SelectField => ({
  name: 'paymentStatus',
  type: 'select',
  defaultValue: 'unpaid',
  index: true,
  options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
})
