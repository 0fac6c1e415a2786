import type { NumberField } from 'payload'

// List tables and join fields show the amount in dollars, not the stored cents.
const MONEY_CELL = '@/components/admin/MoneyCell#MoneyCell'

/** Money is stored as integer cents (AUD); floats never touch an amount. */
export const centsField = (name: string, overrides: Partial<NumberField> = {}): NumberField =>
  ({
    name,
    type: 'number',
    min: 0,
    validate: (value: unknown) =>
      value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0)
        ? true
        : 'Enter a whole number of cents (no negatives).',
    ...overrides,
    admin: { description: 'In cents (AUD): 1250 is $12.50.', ...overrides.admin, components: { Cell: MONEY_CELL, ...overrides.admin?.components } },
  }) as NumberField
