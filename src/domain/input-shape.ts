import { isPlainRecord } from './plain-record'

// The shape a document's fields must have before any hook or validator reads them: the wrong type
// (a number for a name, an object for a list), control characters in text or an id that cannot be
// a record's are refused here with the field's name, rather than crashing a hook (a 500) or being
// silently coerced, dropped or, on PostgreSQL, refused by the database (NUL).

/** The parts of a Payload field config this check reads (kept structural: no Payload import). */
export type FieldShape = {
  /** Absent on the tabs of a `tabs` field. */
  type?: string
  name?: string
  hasMany?: boolean
  relationTo?: string | string[]
  fields?: FieldShape[]
  tabs?: FieldShape[]
}

// C0 controls and DEL, but tab, line feed and carriage return, which text areas legitimately hold.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/

const MAX_EMAIL_LENGTH = 254

/** Whether `text` holds characters no one types: control characters and bidirectional overrides. */
export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text)

/** The message forms give for such text. */
export const CONTROL_CHARACTERS_MESSAGE = 'Use only characters you can type: no control characters.'

const isPlainObject = (value: unknown): value is Record<string, unknown> => isPlainRecord(value) && !(value instanceof Date)

const isRecordId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && /^\d{1,15}$/.test(value))

// A relation is an id, a populated document (with its id) or, for several collections, {relationTo, value}.
const isRelation = (value: unknown, polymorphic: boolean): boolean => {
  if (!isPlainObject(value)) return !polymorphic && isRecordId(value)
  return polymorphic ? typeof value.relationTo === 'string' && isRelation(value.value, false) : isRecordId(value.id)
}

const textProblem = (value: unknown, type?: string): string | null => {
  if (typeof value !== 'string') return 'must be text'
  if (hasControlCharacters(value)) return 'must not contain control characters'
  if (type === 'email' && value.length > MAX_EMAIL_LENGTH) return `must be at most ${MAX_EMAIL_LENGTH} characters`
  return null
}

/** The problem with one value of a leaf field, or null; `undefined` and `null` (unset) always pass. */
const valueProblem = (field: FieldShape, value: unknown): string | null => {
  if (value === undefined || value === null) return null
  const many = (check: (item: unknown) => string | null) => {
    if (!Array.isArray(value)) return 'must be a list'
    return value.map(check).find((problem) => problem !== null) ?? null
  }
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return field.hasMany ? many((item) => textProblem(item, field.type)) : textProblem(value, field.type)
    case 'select':
    case 'radio': {
      const one = (item: unknown) => (typeof item === 'string' ? null : 'must be one of the listed options')
      return field.hasMany ? many(one) : one(value)
    }
    case 'number': {
      const one = (item: unknown) => (typeof item === 'number' && Number.isFinite(item) ? null : 'must be a number')
      return field.hasMany ? many(one) : one(value)
    }
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'must be true or false'
    case 'date':
      return typeof value === 'string' || value instanceof Date ? null : 'must be a date'
    case 'relationship':
    case 'upload': {
      const one = (item: unknown) => (isRelation(item, Array.isArray(field.relationTo)) ? null : 'must be the id of an existing record')
      return field.hasMany ? many(one) : one(value)
    }
    default:
      return null
  }
}

/**
 * Every problem with the shape of `data` against `fields`, as "path: problem", in field order.
 * Only fields present in `data` are checked: what is required is the field validators' business.
 */
export function inputShapeProblems(data: Record<string, unknown>, fields: FieldShape[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    // Rows, collapsibles and unnamed tabs keep their fields at this level.
    if (!field.name) return inputShapeProblems(data, field.fields ?? field.tabs ?? [], prefix)
    if (!(field.name in data)) return []
    const path = `${prefix}${field.name}`
    const value = data[field.name]
    if (value === undefined || value === null) return []
    if (field.type === 'group' || (field.type === undefined && field.fields)) {
      return isPlainObject(value) ? nestedProblems(value, field.fields ?? [], `${path}.`) : [`${path}: must be an object`]
    }
    if (field.type === 'array') {
      // Payload's admin sends an array with no rows as its row count, 0.
      if (value === 0) return []
      if (!Array.isArray(value)) return [`${path}: must be a list`]
      return value.flatMap((row, index) =>
        isPlainObject(row) ? nestedProblems(row, field.fields ?? [], `${path}.${index}.`) : [`${path}.${index}: must be an object`],
      )
    }
    const problem = valueProblem(field, value)
    return problem ? [`${path}: ${problem}`] : []
  })
}

// Inside a group or a list row a name that is no field would replace the stored values with
// nothing (Payload rebuilds the group from the names it knows); a row keeps its own id.
const nestedProblems = (data: Record<string, unknown>, fields: FieldShape[], prefix: string): string[] => {
  const known = new Set(['id', ...topLevelNames(fields)])
  const unknown = Object.keys(data)
    .filter((key) => !known.has(key))
    .map((key) => `${prefix}${key}: is not a field`)
  return [...unknown, ...inputShapeProblems(data, fields, prefix)]
}

/** The names a document's data may use at its top level (through rows, collapsibles and unnamed tabs). */
export const topLevelNames = (fields: FieldShape[]): string[] =>
  fields.flatMap((field) => (field.name ? [field.name] : topLevelNames(field.fields ?? field.tabs ?? [])))

/** Whether a request body can be a document at all: a JSON object, not null, a list or a scalar. */
export const isDocumentData = isPlainObject
