import { isPlainRecord } from './plain-record'

// What a client's `where` may look like: Payload reads it as nested objects of field paths,
// operators and plain values, and answers anything else with a 500 from deep in the query builder.

type Node = Record<string, unknown>

// `?where[id][in][0]=1&where[id][in][25]=2` arrives as an object with index keys, not an array.
const isIndexed = (value: Node): boolean => Object.keys(value).every((key) => /^\d+$/.test(key))

const isPlainValue = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value)

const valueProblem = (path: string, operator: string, value: unknown): string | null => {
  const values = Array.isArray(value) ? value : isPlainRecord(value) && isIndexed(value) ? Object.values(value) : [value]
  return values.every(isPlainValue) ? null : `where: ${path}.${operator} takes a value or a list of values`
}

const MAX_DEPTH = 8

/** Why this is no `where` Payload can run, or null when its shape is sound. */
export function whereShapeProblem(where: unknown, depth = 0): string | null {
  if (!isPlainRecord(where)) return 'where: send an object of fields and operators'
  if (depth > MAX_DEPTH) return `where: nested more than ${MAX_DEPTH} levels deep`
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(condition) ? condition : isPlainRecord(condition) && isIndexed(condition) ? Object.values(condition) : null
      if (!branches) return `where: ${key} takes a list of conditions`
      for (const branch of branches) {
        const problem = whereShapeProblem(branch, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainRecord(condition)) return `where: ${key} needs an operator, such as ${key}[equals]`
    for (const [operator, value] of Object.entries(condition)) {
      const problem = valueProblem(key, operator, value)
      if (problem) return problem
    }
  }
  return null
}
