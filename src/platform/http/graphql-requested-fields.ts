import type { GraphQLFieldConfig, GraphQLFieldResolver } from 'graphql'
import type { CollectionConfig, GraphQLExtension } from 'payload'

type Resolver = GraphQLFieldResolver<unknown, Record<string, unknown>, { select?: boolean }>

/**
 * A query of these collections reads only the fields it asks for, as if it passed Payload's
 * `select: true` (a client may still pass `select: false`). Without it Payload reads every column
 * of each document, its arrays, relationship rows and joins, most of which a storefront query
 * never shows. Each read gets its own copy of the context: Payload keeps the selection there, where
 * two queries of one request (aliases asking for different fields) would otherwise overwrite
 * each other's, and related documents are then read whole, as before.
 *
 * Only for collections whose read access and hooks need no field the query leaves out.
 */
export const selectingRequestedFields =
  (collections: CollectionConfig[]): GraphQLExtension =>
  (_graphQL, { Query }) => {
    const selecting =
      (resolve: Resolver): Resolver =>
      (source, args, context, info) =>
        resolve(source, { ...args, select: args.select ?? true }, { ...context }, info)
    const names = collections.flatMap(({ graphQL }) => (graphQL ? [graphQL.singularName, graphQL.pluralName] : []))
    return Object.fromEntries(
      names
        .filter((name): name is string => typeof name === 'string' && name in Query.fields)
        .map((name) => {
          const field = Query.fields[name] as GraphQLFieldConfig<unknown, Record<string, unknown>, { select?: boolean }>
          return [name, { ...field, resolve: selecting(field.resolve!) }]
        }),
    )
  }
