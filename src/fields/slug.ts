import type { FieldHook, TextField } from 'payload'

const toSlug = (value: string): string =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const slugFrom = (from: string): FieldHook => {
  const fillSlug: FieldHook = ({ value, siblingData }) =>
    typeof value === 'string' && value.length > 0 ? toSlug(value) : typeof siblingData?.[from] === 'string' ? toSlug(siblingData[from]) : value
  return fillSlug
}

/** A unique, indexed slug filled from another field when left empty. */
export const slugField = (from = 'title'): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: `Used in the address. Filled from the ${from} when left empty.` },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, numbers and single dashes only.',
  hooks: { beforeValidate: [slugFrom(from)] },
})
