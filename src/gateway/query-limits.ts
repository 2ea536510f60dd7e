// What one document may ask for: its size, depth, aliases and a simple cost. Checked before graphql-js
// validates anything (some of its rules are super-linear in what a document repeats), in time linear
// in the document: each fragment is measured once and its measure reused, every selection is charged
// (__typename and fragment spreads included), and the walk stops at the first limit passed.
import type { DocumentNode, FragmentDefinitionNode, GraphQLCompositeType, GraphQLSchema, SelectionSetNode } from 'graphql';
import { graphql } from './graphql-runtime';

const { GraphQLError, getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType } = graphql;

export interface QueryLimits {
  /** Nesting of fields, fragments expanded. */
  maxDepth: number;
  /** Aliased fields, every expansion of a fragment counted. */
  maxAliases: number;
  /** Selections, each weighted by the lists above it (LIST_FACTOR each), fragments expanded. */
  maxCost: number;
  /** The document's length in characters (the SPA's largest operation is under 1 KB). */
  maxDocumentLength: number;
  /** Lexical tokens (the SPA's largest operation has about 110). */
  maxTokens: number;
}

// The SPA's costliest operation (a page of the account's activity) costs about 260, with the __typename
// selections Apollo adds: the cost limit leaves it nearly twice that, and a program as much.
export const defaultQueryLimits: QueryLimits = { maxDepth: 8, maxAliases: 10, maxCost: 500, maxDocumentLength: 8192, maxTokens: 1000 };

/** Each list multiplies what is selected under it, as if it held this many items. */
const LIST_FACTOR = 10;

export type LimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COSTLY' | 'DOCUMENT_TOO_LARGE' | 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED';

export class LimitExceeded extends Error {
  constructor(readonly code: LimitCode, message: string) {
    super(message);
  }

  /** The GraphQL error a client receives (extensions.code), before any resolver or REST call. */
  toGraphQLError(): InstanceType<typeof GraphQLError> {
    return new GraphQLError(this.message, { extensions: { code: this.code } });
  }
}

/** What a selection set asks for, relative to where it is used (depth 1 = its own fields, factor 1). */
interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

export interface MeasureOptions {
  /** Let __schema and __type through (outside production): their shape is graphql's own. */
  exemptIntrospection?: boolean;
  /** Counts the selections visited, for tests that assert the work done. */
  onVisit?: () => void;
}

/** Throws LimitExceeded for the first limit a document's operations pass; otherwise returns their largest measure. */
export function checkDocumentLimits(document: DocumentNode, schema: GraphQLSchema, limits: QueryLimits, options: MeasureOptions = {}): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const zero: Measure = { depth: 0, aliases: 0, cost: 0 };

  const check = (m: Measure, depthOffset: number): void => {
    if (m.depth + depthOffset > limits.maxDepth) throw new LimitExceeded('QUERY_TOO_DEEP', `The query is too deep (at most ${limits.maxDepth} levels).`);
    if (m.aliases > limits.maxAliases) throw new LimitExceeded('TOO_MANY_ALIASES', `The query uses too many aliases (at most ${limits.maxAliases}).`);
    if (m.cost > limits.maxCost) throw new LimitExceeded('QUERY_TOO_COSTLY', `The query is too costly (at most ${limits.maxCost}).`);
  };

  const fragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    // Unknown or cyclic: graphql's own rules report it; it adds nothing here.
    if (!definition || inProgress.has(name)) return zero;
    inProgress.add(name);
    const typed = schema.getType(definition.typeCondition.name.value);
    const m = set(definition.selectionSet, typed && isCompositeType(typed) ? typed : null);
    inProgress.delete(name);
    measured.set(name, m);
    return m;
  };

  // Measures one selection set, stopping as soon as any total passes a limit (even before it is
  // used: a fragment too costly on its own is too costly wherever it is spread).
  const set = (selections: SelectionSetNode, parent: GraphQLCompositeType | null): Measure => {
    const total: Measure = { depth: 0, aliases: 0, cost: 0 };
    const add = (m: Measure, factor: number, depthOffset: number) => {
      total.depth = Math.max(total.depth, m.depth + depthOffset);
      total.aliases += m.aliases;
      total.cost += m.cost * factor;
      check(total, 0);
    };
    for (const selection of selections.selections) {
      options.onVisit?.();
      if (selection.kind === 'Field') {
        const name = selection.name.value;
        if (options.exemptIntrospection && (name === '__schema' || name === '__type')) continue;
        total.aliases += selection.alias ? 1 : 0;
        total.cost += 1;
        total.depth = Math.max(total.depth, 1);
        check(total, 0);
        if (!selection.selectionSet) continue;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const list = field ? isListType(getNullableType(field.type)) : false;
        const named = field ? getNamedType(field.type) : null;
        add(set(selection.selectionSet, named && isCompositeType(named) ? named : null), list ? LIST_FACTOR : 1, 1);
      } else if (selection.kind === 'InlineFragment') {
        const typed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total.cost += 1;
        add(set(selection.selectionSet, typed && isCompositeType(typed) ? typed : null), 1, 0);
      } else {
        total.cost += 1;
        add(fragment(selection.name.value), 1, 0);
      }
    }
    return total;
  };

  let largest = zero;
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const root =
      definition.operation === 'mutation' ? schema.getMutationType() : definition.operation === 'query' ? schema.getQueryType() : schema.getSubscriptionType();
    const m = set(definition.selectionSet, root ?? null);
    check(m, 0);
    if (m.cost > largest.cost) largest = m;
  }
  refuseUnusedFragments(document, fragments, options);
  return largest;
}

/**
 * A fragment no operation uses is never measured above, yet graphql-js would still validate it (at a
 * cost super-linear in what it repeats) only to refuse it (NoUnusedFragments). So it is refused here,
 * first, with the code graphql-js would give. One linear pass: every fragment is entered once.
 */
function refuseUnusedFragments(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>, options: MeasureOptions): void {
  const reached = new Set<string>();
  const pending: SelectionSetNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') pending.push(definition.selectionSet);
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next.selections) {
      options.onVisit?.();
      if (selection.kind === 'FragmentSpread') {
        const name = selection.name.value;
        const definition = fragments.get(name);
        if (definition && !reached.has(name)) {
          reached.add(name);
          pending.push(definition.selectionSet);
        }
      } else if (selection.selectionSet) {
        pending.push(selection.selectionSet);
      }
    }
  }
  for (const name of fragments.keys()) {
    if (!reached.has(name)) throw new LimitExceeded('GRAPHQL_VALIDATION_FAILED', `Fragment "${name}" is never used.`);
  }
}

/** Refuses a source before it is parsed: too long, or a JSON syntax tree (which Mercurius would take as one). */
export function checkSource(source: string, limits: QueryLimits): void {
  if (source.length > limits.maxDocumentLength) {
    throw new LimitExceeded('DOCUMENT_TOO_LARGE', `The document is too large (at most ${limits.maxDocumentLength} characters).`);
  }
  // `{"` can start no GraphQL document; Mercurius would parse such a source as a ready-made AST.
  if (/^\s*\{\s*"/.test(source)) throw new LimitExceeded('GRAPHQL_PARSE_FAILED', 'Syntax Error: the document is not GraphQL.');
}
