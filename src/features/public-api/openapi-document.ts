import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi'
import { z } from 'zod'

import { API_KEY_SCOPES, SCOPE_SUMMARIES } from '@/domain/api-key'
import { PROBLEM_KINDS, problemSchema } from '@/domain/public-api/problems'

import { type ApiRoute, bodySchemaOf } from './api-route'
import { API_V1_ROUTES } from './routes'

export const API_V1_BASE = '/api/v1'

const problemAnswer = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } })

/** The problems a route can answer besides its success. */
const problemAnswers = (route: ApiRoute) => {
  const writes = route.method !== 'get'
  return {
    ...(route.query || route.body ? { 400: problemAnswer(PROBLEM_KINDS['invalid-request'].title) } : {}),
    401: problemAnswer('No key, or a key that is unknown, revoked or expired.'),
    403: problemAnswer(
      writes
        ? 'The key lacks the scope or is not allowed from this address; its maker has left the company, or their role does not allow this.'
        : 'The key lacks the scope, or is not allowed from this address.',
    ),
    ...(route.params ? { 404: problemAnswer('Nothing of the company’s with that id.') } : {}),
    ...(writes
      ? { 409: problemAnswer('The change conflicts with how things are now (too little stock, already shipped, a retry still running).') }
      : {}),
    ...(route.body ? { 413: problemAnswer(PROBLEM_KINDS['too-large'].title) } : {}),
    ...(route.idempotent ? { 422: problemAnswer(PROBLEM_KINDS['key-reused'].title) } : {}),
    429: problemAnswer('The key made too many requests this minute; Retry-After says when to try again.'),
  }
}

const IDEMPOTENCY_HEADERS = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: 'Any unique string up to 255 characters; a retry with the same key gets the first answer and writes nothing.' }),
})

/** What a route reads besides its key: path and query parameters, the Idempotency-Key and a JSON body. */
const requestOf = (route: ApiRoute) => ({
  ...(route.params ? { params: route.params } : {}),
  ...(route.query ? { query: route.query } : {}),
  ...(route.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
  ...(route.body ? { body: { required: true, content: { 'application/json': { schema: bodySchemaOf(route, new Date()) } } } } : {}),
})

const DESCRIPTION = [
  'Swagly’s API for a company’s own systems. Send a key made on the dashboard’s API keys page as',
  '`Authorization: Bearer swk_…`; a key reads and writes only its own company’s data, and only what',
  'its scopes allow. Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`;',
  'every error is problem details (RFC 9457). Scopes:',
  ...API_KEY_SCOPES.map((scope) => `- \`${scope}\`: ${SCOPE_SUMMARIES[scope]}`),
].join('\n')

/** The OpenAPI 3.1 document of every route, written from the same schemas that validate requests. */
export const openApiDocument = (routes: readonly ApiRoute[] = API_V1_ROUTES) => {
  const registry = new OpenAPIRegistry()
  const bearer = registry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'A company API key (swk_…).',
  })
  for (const route of routes) {
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: route.operationId,
      summary: route.summary,
      description: [route.description, `Needs the \`${route.scope}\` scope.`].filter(Boolean).join(' '),
      tags: [route.tag],
      security: [{ [bearer.name]: [] }],
      request: requestOf(route),
      responses: {
        [route.success ?? 200]: {
          description: route.success === 201 ? 'Made' : 'OK',
          content: { [route.produces ?? 'application/json']: { schema: route.response } },
        },
        ...problemAnswers(route),
      },
    })
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Swagly API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: API_V1_BASE }],
  })
}
