import { configToSchema } from '@payloadcms/graphql'
import type { GraphQLError } from 'graphql'
import { createHandler } from 'graphql-http/lib/use/fetch'
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

import { parseOnce, validateOnce } from './graphql-documents'

type Graphql = ReturnType<typeof configToSchema>

/**
 * Payload's GraphQL POST handler (`GRAPHQL_POST` of @payloadcms/next, whose behaviour it keeps:
 * the same schema, rules, context, error answers and afterError hooks), except that each query
 * text is parsed and checked against GraphQL's own rules once (graphql-documents.ts) rather than
 * on every request, which cost more CPU than the query itself. Payload's handler offers no way to
 * pass graphql-http its `parse` and `validate`.
 */
export const graphQLPostHandler = (config: Promise<SanitizedConfig>) => {
  // Built once, as Payload does in production; development rebuilds it per request so config edits show.
  let built: Promise<Graphql> | null = null
  const graphql = (): Promise<Graphql> => {
    if (process.env.NODE_ENV === 'development' || !built) built = config.then(configToSchema)
    return built
  }

  return async (request: Request): Promise<Response> => {
    const originalRequest = request.clone()
    const req = await createPayloadRequest({ canSetHeaders: true, config, request })
    const { payload } = req
    if (payload.config.graphQL?.disable) return new Response(null, { status: 404 })
    try {
      await addDataAndFileToRequest(req)
      addLocalesToRequestFromData(req)
      const { schema, validationRules } = await graphql()
      const headers: Record<string, string> = {}
      const apiResponse = await createHandler({
        context: { headers, req },
        onOperation: async (_request, args, result) => {
          const response = typeof payload.extensions === 'function' ? await payload.extensions({ args, req: _request, result }) : result
          if (!response.errors) return response
          const errors = await Promise.all((result.errors ?? []).map((error) => handleError(error, req)))
          return { ...response, errors } as typeof response
        },
        schema,
        parse: parseOnce,
        validate: validateOnce,
        // GraphQL's specified rules are added by validateOnce, checked once per query text.
        validationRules: (_request, args) => validationRules(args),
      })(originalRequest)
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
