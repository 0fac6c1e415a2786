import { configToSchema } from '@payloadcms/graphql'
import type { GraphQLError } from 'graphql'
import { createHandler } from 'graphql-http'
import {
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  createPayloadRequest,
  headersWithCors,
  logError,
  mergeHeaders,
  type PayloadRequest,
  type SanitizedConfig,
  unlinkClientUploadTempFile,
} from 'payload'

import { appLogger } from '@/platform/observability/logger'

import { parseOnce, validateOnce, variablesKey } from './graphql-documents'

type Graphql = ReturnType<typeof configToSchema>

/**
 * Payload's GraphQL POST handler (`GRAPHQL_POST` of @payloadcms/next, whose behaviour it keeps:
 * the same schema, rules, context, error answers and afterError hooks), except that each query
 * text is parsed and checked against GraphQL's own rules once (graphql-documents.ts) rather than
 * on every request, which cost more CPU than the query itself; and a body the route has read
 * already is handed on as text rather than copied and read again by Payload and graphql-http.
 * Payload's handler offers no way to pass graphql-http its `parse` and `validate`.
 */
export const graphQLPostHandler = (config: Promise<SanitizedConfig>) => {
  // Built once, as Payload does in production; development rebuilds it per request so config edits show.
  let built: Promise<Graphql> | null = null
  const graphql = (): Promise<Graphql> => {
    if (process.env.NODE_ENV === 'development' || !built) built = config.then(configToSchema)
    return built
  }

  /** `body`, when given, is the request's body already read, and `request` then carries none. */
  return async (request: Request, body?: string): Promise<Response> => {
    const originalRequest = body === undefined ? request.clone() : request
    const req = await createPayloadRequest({ canSetHeaders: true, config, request })
    const { payload } = req
    if (payload.config.graphQL?.disable) return new Response(null, { status: 404 })
    try {
      if (body === undefined) await addDataAndFileToRequest(req)
      else addJsonBodyToRequest(req, body)
      addLocalesToRequestFromData(req)
      const { schema, validationRules } = await graphql()
      const headers: Record<string, string> = {}
      // Set as graphql-http asks for the rules, just before it validates with them.
      let variables: string | null = null
      const answer = createHandler<Request, typeof fetchContext, { headers: Record<string, string>; req: PayloadRequest }>({
        context: { headers, req },
        onOperation: async (_request, args, result) => {
          const response = typeof payload.extensions === 'function' ? await payload.extensions({ args, req: _request, result }) : result
          if (!response.errors) return response
          const errors = await Promise.all((result.errors ?? []).map((error) => handleError(error, req)))
          return { ...response, errors } as typeof response
        },
        schema,
        parse: parseOnce,
        validate: (schema, document, rules) => validateOnce(schema, document, rules, variables),
        // GraphQL's specified rules are added by validateOnce, checked once per query text.
        validationRules: (_request, args) => {
          variables = variablesKey(args)
          return validationRules(args)
        },
      })
      const apiResponse = await answerAsFetch(answer, originalRequest, body)
      const responseHeaders = headersWithCors({ headers: new Headers(apiResponse.headers), req })
      for (const key in headers) responseHeaders.append(key, headers[key]!)
      return new Response(apiResponse.body, {
        headers: req.responseHeaders ? mergeHeaders(req.responseHeaders, responseHeaders) : responseHeaders,
        status: apiResponse.status,
      })
    } finally {
      // GraphQL reads the body itself, so an operation that writes no document leaves the upload's temp file.
      await unlinkClientUploadTempFile({ req })
    }
  }
}

/** What graphql-http's fetch adapter hands its handler as the request's context. */
const fetchContext = { Response, TextEncoder, ReadableStream }

/** graphql-http's fetch adapter (`graphql-http/lib/use/fetch`), reading `body` when given rather than the request's own. */
const answerAsFetch = async (
  answer: ReturnType<typeof createHandler<Request, typeof fetchContext, { headers: Record<string, string>; req: PayloadRequest }>>,
  request: Request,
  body: string | undefined,
): Promise<Response> => {
  try {
    const [responseBody, init] = await answer({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: body ?? (() => request.text()),
      raw: request,
      context: fetchContext,
    })
    return new Response(responseBody, init)
  } catch (error) {
    appLogger().error({ err: error }, 'Internal error occurred during request handling. Please check your implementation.')
    return new Response(null, { status: 500 })
  }
}

/** As Payload's addDataAndFileToRequest does with a JSON body, from its text already read (the route has parsed it: it is JSON). */
const addJsonBodyToRequest = (req: PayloadRequest, body: string) => {
  const [contentType] = (req.headers.get('Content-Type') || '').split(';', 1)
  if (contentType !== 'application/json') return
  const data = body ? JSON.parse(body) : {}
  req.data = data
  req.json = () => Promise.resolve(data)
}

/** As Payload answers an error: its status, its message unless it is a 500 outside debug mode, then the afterError hooks. */
const handleError = async (error: GraphQLError, req: PayloadRequest) => {
  const { payload } = req
  const original = error.originalError as (Error & { status?: number; data?: unknown }) | undefined
  const status = original?.status || 500
  logError({ err: error, payload })
  let graphqlResult = {
    extensions: {
      name: original?.name || undefined,
      data: original?.data || undefined,
      stack: payload.config.debug ? error.stack : undefined,
      statusCode: status,
    },
    locations: error.locations,
    // Internal errors can contain anything: their details stay hidden unless `config.debug` is set.
    message: !payload.config.debug && status === 500 ? 'Something went wrong.' : error.message,
    path: error.path,
  }
  for (const hook of payload.config.hooks.afterError ?? []) {
    const result = await hook({ context: req.context, error, graphqlResult, req } as never)
    if (result) graphqlResult = (result as { graphqlResult?: typeof graphqlResult }).graphqlResult || graphqlResult
  }
  return graphqlResult
}
