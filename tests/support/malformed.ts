/**
 * Malformed inputs for the abuse tests, built from one valid input: each case breaks exactly one
 * thing (the body as a whole, or one field), so an endpoint that accepts it has a named hole.
 * Every value listed for a kind is invalid for that kind; unicode and markup go where they are
 * wrong (an email, an id, a quantity), never where a person could legitimately type them.
 */

export const MEGABYTE = 'x'.repeat(1024 * 1024)

/** Huge, but inside the 1 MB body limit of a server action, so the action's own checks are what answer. */
export const NEAR_MEGABYTE = 'x'.repeat(900 * 1024)

/** What a field holds, and so which wrong values it gets on top of the generic ones. */
export type FieldKind = 'email' | 'password' | 'secret' | 'id' | 'ids' | 'quantity' | 'text' | 'token' | 'phone' | 'choice' | 'object'

/** `optional`: leaving it out (or null) is valid; `foreign`: other customers' ids of the same kind of record. */
export type FieldRule = { kind: FieldKind; optional?: boolean; foreign?: () => unknown[] }

export type MalformedCase = { label: string; input: Record<string, unknown> } | { label: string; raw: string }

const SQL = "1'; DROP TABLE customers; --"
const SCRIPT = '<script>alert(1)</script>'

const emailValues: Record<string, unknown> = {
  'no at sign': 'not-an-email',
  'no domain': 'someone@',
  'SQL fragment': `${SQL}@example.com`,
  'script tag': `${SCRIPT}@example.com`,
  'NUL byte': 'jo\u0000e@example.com',
  'RTL override': '\u202Emoc.elpmaxe@eve',
  emoji: '😀@😀.com',
  'too long': `${'a'.repeat(300)}@example.com`,
  'two at signs': 'jo@@example.com',
  'space inside': 'jo e@example.com',
  'trailing dot': 'jo@example.com.',
}

const idValues = (foreign: unknown[]): Record<string, unknown> => ({
  negative: -1,
  zero: 0,
  fractional: 1.5,
  'unknown id': 987654321,
  'beyond integers': 1e20,
  'SQL fragment': `1 OR 1=1; ${SQL}`,
  'path traversal': '../1',
  emoji: '😀',
  'hex string': '0x10',
  'exponent string': '1e3',
  'NaN string': 'NaN',
  'Infinity string': 'Infinity',
  'huge integer string': '99999999999999999999',
  ...Object.fromEntries(foreign.map((id, index) => [`another customer's id #${index + 1}`, id])),
})

const quantityValues: Record<string, unknown> = {
  negative: -5,
  zero: 0,
  fractional: 2.5,
  'beyond stock': 1e12,
  'SQL fragment': `3; ${SQL}`,
  emoji: '3️⃣',
}

const KIND_VALUES: Record<FieldKind, (foreign: unknown[]) => Record<string, unknown>> = {
  email: () => emailValues,
  password: () => ({
    short: 'abc',
    'NUL byte': 'pass\u0000word-long-enough',
    'RTL override': '\u202Epassword-long-enough',
    'bell character': 'password\u0007long-enough',
    'too long': 'p'.repeat(129),
  }),
  // A password being entered (not chosen): anything up to 1,000 characters may be one, so only its limits are wrong.
  secret: () => ({ 'too long': 'p'.repeat(1001) }),
  id: idValues,
  ids: (foreign) => ({
    'negative id': [-1],
    'zero id': [0],
    'fractional id': [1.5],
    'string ids': ['1', '2'],
    'SQL fragment': [SQL],
    'thousands of ids': Array.from({ length: 5000 }, (_, index) => index + 1),
    'nested lists': [[1]],
    'one number, not a list': 5,
    'ids in a string': '1,2',
    'huge id': [1e20],
    'exponent string': ['1e3'],
    'hex string': ['0x10'],
    'boolean id': [true],
    'null in the list': [null],
    'emoji id': ['😀'],
    ...Object.fromEntries(foreign.map((id, index) => [`another customer's id #${index + 1}`, [id]])),
  }),
  quantity: () => quantityValues,
  text: () => ({ 'NUL byte': 'Jo\u0000rdan', 'terminal escapes': 'Jo\u001b[31mrdan\u0007' }),
  token: () => ({
    'SQL fragment': SQL,
    'script tag': SCRIPT,
    'NUL byte': 'abc\u0000def',
    'RTL override': '\u202Eabc',
    emoji: '🔑🔑🔑',
    'too long': 'a'.repeat(300),
    'space inside': 'abc def',
    'percent-encoded': '%27%20OR%201%3D1',
    'path traversal': '../../etc/passwd',
  }),
  phone: () => ({ letters: { countryCode: 'AU', number: 'call me maybe' }, 'unknown country': { countryCode: 'ZZ', number: '0412 345 678' } }),
  choice: () => ({ 'unknown value': 'definitely-not-an-option', 'SQL fragment': SQL, 'script tag': SCRIPT, emoji: '📦' }),
  object: () => ({ 'a string': 'not an object', 'a number': 42 }),
}

// The empty value of a kind, as good as missing when the field is required.
const EMPTY: Partial<Record<FieldKind, unknown>> = { email: '', password: '', secret: '', text: '', token: '', choice: '', ids: [] }

// Wrong types every field gets; a string-like field also gets a number, the others a string.
const genericValues = (kind: FieldKind, huge: string): Record<string, unknown> => ({
  null: null,
  'wrong type': ['id', 'quantity', 'ids', 'object', 'phone'].includes(kind) ? 'not the right type' : 12345,
  'operator object': { $gt: '' },
  'array instead': ['a', 'b'],
  boolean: true,
  [`${Math.round(huge.length / 1024)} KB string`]: huge,
})

/** The cases that break the body as a whole. */
export const malformedBodies = (): MalformedCase[] => [
  { label: 'body: not JSON', raw: '{"email": ' },
  { label: 'body: empty', raw: '' },
  { label: 'body: JSON null', raw: 'null' },
  { label: 'body: a JSON array', raw: '[1, 2, 3]' },
  { label: 'body: a JSON string', raw: '"hello"' },
  { label: 'body: 1 MB of JSON', raw: JSON.stringify({ padding: MEGABYTE }) },
  { label: 'body: nested 5000 deep', raw: `${'['.repeat(5000)}${']'.repeat(5000)}` },
]

/** A copy of `input` with the field at a dotted path ('items.0.quantity') set, or removed when `value` is undefined. */
const withField = (input: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> => {
  const copy = structuredClone(input)
  const keys = path.split('.')
  const parent = keys.slice(0, -1).reduce<any>((node, key) => node[key], copy)
  const last = keys.at(-1)!
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy
}

/**
 * The cases that break one field of `valid` each: missing (when required), the generic wrong
 * types, and the wrong values of its kind (for ids, the rule's `foreign` ones too).
 */
export const malformedFields = (valid: Record<string, unknown>, rules: Record<string, FieldRule>, huge = MEGABYTE): MalformedCase[] =>
  Object.entries(rules).flatMap(([field, rule]) => {
    const { null: nothing, ...generic } = genericValues(rule.kind, huge)
    // null clears an optional field, which is a valid request; for a required one it is a wrong type.
    const values: Record<string, unknown> = { ...generic, ...KIND_VALUES[rule.kind](rule.foreign?.() ?? []) }
    if (!rule.optional) Object.assign(values, { null: nothing, missing: undefined, ...(rule.kind in EMPTY ? { empty: EMPTY[rule.kind] } : {}) })
    return Object.entries(values).map(([label, value]) => ({ label: `${field}: ${label}`, input: withField(valid, field, value) }))
  })

/** Both: what an endpoint taking a JSON body gets. */
export const malformedInputs = (valid: Record<string, unknown>, rules: Record<string, FieldRule>) => [
  ...malformedBodies(),
  ...malformedFields(valid, rules),
]
