// Validation rules that bound what one request may ask for: depth, aliases and a simple cost.
// They run in validation, so a rejected document never reaches a resolver (or the account service).
import type { GraphQLCompositeType, GraphQLField, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { graphql } from './graphql-runtime';

const { GraphQLError, getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType } = graphql;

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const defaultQueryLimits: QueryLimits = { maxDepth: 8, maxAliases: 10, maxCost: 200 };

/** Each list multiplies what is selected under it, as if it held this many items. */
const LIST_FACTOR = 10;

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/**
 * @param exemptIntrospection lets introspection (allowed outside production) through; its shape is
 * fixed by graphql itself and is far deeper than any operation of the portal.
 */
export function queryLimitsRule(limits: QueryLimits, exemptIntrospection = false): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
      if (!root) return;
      const measure: Measure = { depth: 0, aliases: 0, cost: 0 };
      const walk = (set: SelectionSetNode, parent: GraphQLCompositeType | null, depth: number, factor: number, fragments: Set<string>) => {
        for (const selection of set.selections) {
          // Expanding fragments can grow exponentially; stop once the verdict is certain.
          if (measure.cost > limits.maxCost) return;
          if (selection.kind === 'Field') {
            const name = selection.name.value;
            if (exemptIntrospection && (name === '__schema' || name === '__type')) continue;
            if (selection.alias) measure.aliases++;
            measure.depth = Math.max(measure.depth, depth);
            if (name !== '__typename') measure.cost += factor; // __typename is answered without work
            const field: GraphQLField<unknown, unknown> | undefined =
              parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
            if (selection.selectionSet) {
              const list = field ? isListType(getNullableType(field.type)) : false;
              const named = field ? getNamedType(field.type) : null;
              const child = named && isCompositeType(named) ? named : null;
              walk(selection.selectionSet, child, depth + 1, list ? factor * LIST_FACTOR : factor, fragments);
            }
          } else if (selection.kind === 'InlineFragment') {
            const typed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
            walk(selection.selectionSet, typed && isCompositeType(typed) ? typed : null, depth, factor, fragments);
          } else {
            const name = selection.name.value;
            const fragment = context.getFragment(name);
            if (!fragment || fragments.has(name)) continue; // unknown or cyclic: other rules report it
            const typed = schema.getType(fragment.typeCondition.name.value);
            walk(fragment.selectionSet, typed && isCompositeType(typed) ? typed : null, depth, factor, new Set(fragments).add(name));
          }
        }
      };
      walk(node.selectionSet, root, 1, 1, new Set());
      const reject = (message: string, code: string) => context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code } }));
      if (measure.depth > limits.maxDepth) reject(`The query is too deep (at most ${limits.maxDepth} levels).`, 'QUERY_TOO_DEEP');
      if (measure.aliases > limits.maxAliases) reject(`The query uses too many aliases (at most ${limits.maxAliases}).`, 'TOO_MANY_ALIASES');
      if (measure.cost > limits.maxCost) reject(`The query is too costly (at most ${limits.maxCost}).`, 'QUERY_TOO_COSTLY');
    },
  });
}
