import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { type FieldShape, inputShapeProblems, isDocumentData, topLevelNames } from '@/domain/input-shape'
import { clientError } from '@/platform/http/client-error'

// The auth operations' inputs: strings, whatever the collection's fields say.
const AUTH_INPUT: FieldShape[] = [
  { name: 'email', type: 'email' },
  { name: 'password', type: 'text' },
  { name: 'token', type: 'text' },
]

// Auth collections take a password that is no field of theirs.
const PASSWORD: FieldShape = { name: 'password', type: 'text' }

const WRITES = new Set(['create', 'update'])
const AUTH_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword'])

/**
 * Refuses, with a 400 naming the field, a REST or GraphQL write whose body is not a document or
 * whose fields have the wrong shape, before Payload's own steps and our hooks read it (several
 * of which would otherwise throw a TypeError, a 500). The server's own Local API calls pass.
 */
const refuseMalformedInput: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local' || !(WRITES.has(operation) || AUTH_OPERATIONS.has(operation))) return args
  const data: unknown = 'data' in args ? args.data : undefined
  if (!isDocumentData(data)) throw clientError('Send a JSON object of the fields to save.', 400)
  const fields = WRITES.has(operation) ? [...(collection.fields as FieldShape[]), ...(collection.auth ? [PASSWORD] : [])] : AUTH_INPUT
  // An update naming no field would only touch updatedAt: it is a mistake, not a change.
  if (operation === 'update' && !topLevelNames(fields).some((name) => name in data)) {
    throw clientError(`Nothing to change: send at least one field of ${collection.slug}.`, 400)
  }
  const problems = inputShapeProblems(data, fields)
  if (problems.length > 0) {
    throw clientError(`${problems.join('; ')}.`, 400, { errors: problems.map((problem) => ({ message: problem })) })
  }
  return args
}

/** The collection with the input guard first among its beforeOperation hooks. */
export const withInputGuard = <T extends CollectionConfig>(collection: T): T => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseMalformedInput, ...(collection.hooks?.beforeOperation ?? [])] },
})
