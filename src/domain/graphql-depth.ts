// A GraphQL query's depth limit. Payload's complexity limit counts fields but not how
// deeply they nest; each level of a relation can multiply the rows read, so depth is capped too.
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

type Fragments = Map<string, FragmentDefinitionNode>

/**
 * How many fields deep a selection goes: `{ a { b } }` is 2. Fragments count where they are spread
 * and are measured once each; a fragment that spreads itself (refused by GraphQL's own rules) adds
 * nothing here, so the measure always ends.
 */
export function selectionDepth(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  measured = new Map<string, number>(),
  open = new Set<string>(),
): number {
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet ? selectionDepth(selection.selectionSet, fragments, measured, open) : 0
      deepest = Math.max(deepest, 1 + below)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, measured, open))
    } else {
      const name = selection.name.value
      const fragment = fragments.get(name)
      if (!fragment || open.has(name)) continue
      if (!measured.has(name)) {
        open.add(name)
        measured.set(name, selectionDepth(fragment.selectionSet, fragments, measured, open))
        open.delete(name)
      }
      deepest = Math.max(deepest, measured.get(name)!)
    }
  }
  return deepest
}

/** A validation rule refusing any operation nested deeper than `limit` fields. */
export const maxDepthRule =
  (limit: number): ValidationRule =>
  (context: ValidationContext): ASTVisitor => {
    const fragments: Fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    )
    return {
      OperationDefinition(operation) {
        const depth = selectionDepth(operation.selectionSet, fragments)
        if (depth > limit) {
          const message = `The query is nested ${depth} levels deep; at most ${limit} are allowed.`
          context.reportError(new GraphQLError(message, { nodes: [operation] }))
        }
      },
    }
  }
