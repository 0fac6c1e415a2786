import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi'

import { API_KEY_SCOPES, SCOPE_SUMMARIES } from '@/domain/api-key'
import { PROBLEM_KINDS, problemSchema } from '@/domain/public-api/problems'

import type { ApiRoute } from './api-route'
import { API_V1_ROUTES } from './routes'

export const API_V1_BASE = '/api/v1'

const problemAnswer = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } })

/** The problems a route can answer besides its own 200. */
const problemAnswers = (route: ApiRoute) => ({
  ...(route.query ? { 400: problemAnswer(PROBLEM_KINDS['invalid-request'].title) } : {}),
  401: problemAnswer('No key, or a key that is unknown, revoked or expired.'),
  403: problemAnswer('The key lacks the scope, or is not allowed from this address.'),
  ...(route.params ? { 404: problemAnswer('Nothing of the company’s with that id.') } : {}),
  429: problemAnswer('The key made too many requests this minute; Retry-After says when to try again.'),
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
      request: { ...(route.params ? { params: route.params } : {}), ...(route.query ? { query: route.query } : {}) },
      responses: { 200: { description: 'OK', content: { 'application/json': { schema: route.response } } }, ...problemAnswers(route) },
    })
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Swagly API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: API_V1_BASE }],
  })
}
