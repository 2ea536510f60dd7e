// What one document may ask for: its size, depth, aliases, operations, variables and a simple cost.
// Checked before graphql-js validates anything (some of its rules are super-linear in what a document
// repeats), in time linear in the document: each fragment is measured once and its measure reused,
// every selection is charged (__typename and fragment spreads included), and the walk stops at the
// first limit passed. Then, still before graphql-js: names the schema does not know or that are
// repeated (document-names.ts: graphql-js would look for suggestions, or list every repeat), and the
// pairs of repeated fields that its overlap rule compares (overlap-pairs.ts), charged in the cost.
import type {
  DocumentNode, FragmentDefinitionNode, GraphQLCompositeType, GraphQLField, GraphQLObjectType, GraphQLSchema, SelectionNode, SelectionSetNode, ValueNode,
} from 'graphql';
import { graphql } from './graphql-runtime';
import { LimitExceeded } from './limit-exceeded';
import { overlapPairs } from './overlap-pairs';
import { refuseUnknownOrRepeatedNames } from './document-names';

export { LimitExceeded, type LimitCode } from './limit-exceeded';

const { getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType } = graphql;

export interface QueryLimits {
  /** Nesting of fields, fragments expanded. */
  maxDepth: number;
  /** Aliased fields per operation, every expansion of a fragment counted. */
  maxAliases: number;
  /**
   * All the document's operations together: selections, each weighted by the lists above it
   * (LIST_FACTOR each), fragments expanded; plus two for each list or object written as a value and
   * each item or field in it; plus one for each pair of fields sharing a response name at one place
   * of the result, and each pair of fragments spread at one place (overlap-pairs.ts).
   */
  maxCost: number;
  /** The document's length in characters (the SPA's largest operation is under 1 KB). */
  maxDocumentLength: number;
  /**
   * Lexical tokens (the SPA's largest operation has about 110). What graphql-js does with a document
   * that passes the other limits is linear in its tokens: 500 cost at most about twice a viewer query.
   */
  maxTokens: number;
  /** Operations in one document (the SPA sends one). */
  maxOperations: number;
  /**
   * Fields that call the account service, all operations together, every alias and expansion of a
   * fragment counted: the fields of Query and Mutation, and fields with @auth (each about a sixth of a
   * viewer query's CPU in the gateway alone, so that 10 cost 2.2–3.2×; the SPA's operations make at
   * most 2).
   */
  maxCalls: number;
  /** Variable definitions, all operations together (the SPA's operations have at most 5). */
  maxVariables: number;
}

// The SPA's costliest operation (a page of the account's activity) costs about 280, with the __typename
// selections Apollo adds: the cost limit leaves it nearly twice that, and a program as much.
export const defaultQueryLimits: QueryLimits = {
  maxDepth: 8, maxAliases: 10, maxCost: 500, maxDocumentLength: 8192, maxTokens: 500, maxCalls: 6, maxOperations: 5, maxVariables: 25,
};

/**
 * graphql-js's validation options (given to Mercurius): what the checks here leave to it is cheap, but
 * each error it reports is located and sent, and its "Did you mean …?" compares a name with every
 * name of its kind in the schema. hideSuggestions is graphql's own (16.11), not in Mercurius' types.
 */
export const validateOptions: { maxErrors: number; hideSuggestions: boolean } = { maxErrors: 10, hideSuggestions: true };

/** Each list multiplies what is selected under it, as if it held this many items. */
const LIST_FACTOR = 10;

/**
 * Lists and objects written as values, and their items and fields, 2 each: graphql-js validates each
 * like a selection, then they are coerced and sent on (a list of 450 strings cost 2.5× a viewer
 * query). Scalars alone stay free.
 */
function literals(values: ReadonlyArray<{ value: ValueNode }>): number {
  let n = 0;
  const pending = values.map((v) => v.value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.kind === 'ListValue') {
      n += 2 * (1 + next.values.length);
      pending.push(...next.values);
    } else if (next.kind === 'ObjectValue') {
      n += 2 * (1 + next.fields.length);
      for (const field of next.fields) pending.push(field.value);
    }
  }
  return n;
}

const selectionLiterals = (selection: SelectionNode): number =>
  (selection.kind === 'Field' && selection.arguments ? literals(selection.arguments) : 0) +
  (selection.directives ?? []).reduce((n, directive) => n + literals(directive.arguments ?? []), 0);

/** What a selection set asks for, relative to where it is used (depth 1 = its own fields, factor 1). */
interface Measure {
  depth: number;
  aliases: number;
  cost: number;
  calls: number;
}

export interface MeasureOptions {
  /** Let __schema and __type through (outside production): their shape is graphql's own. */
  exemptIntrospection?: boolean;
  /** Counts the selections visited, for tests that assert the work done. */
  onVisit?: () => void;
}

/** Throws LimitExceeded for the first limit a document passes; otherwise returns its measure (cost: all operations). */
export function checkDocumentLimits(document: DocumentNode, schema: GraphQLSchema, limits: QueryLimits, options: MeasureOptions = {}): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Measure>();
  const inProgress = new Set<string>();
  const zero: Measure = { depth: 0, aliases: 0, cost: 0, calls: 0 };
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  const calls = (parent: GraphQLCompositeType | null, field: GraphQLField<unknown, unknown> | undefined): number =>
    field && (roots.has(parent as GraphQLObjectType) || field.astNode?.directives?.some((d) => d.name.value === 'auth')) ? 1 : 0;

  const check = (m: Measure, depthOffset: number): void => {
    if (m.depth + depthOffset > limits.maxDepth) throw new LimitExceeded('QUERY_TOO_DEEP', `The query is too deep (at most ${limits.maxDepth} levels).`);
    if (m.aliases > limits.maxAliases) throw new LimitExceeded('TOO_MANY_ALIASES', `The query uses too many aliases (at most ${limits.maxAliases}).`);
    if (m.cost > limits.maxCost) throw new LimitExceeded('QUERY_TOO_COSTLY', `The query is too costly (at most ${limits.maxCost}).`);
  };

  const fragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    // Unknown: graphql's own rules report it; it adds nothing here.
    if (!definition) return zero;
    // A cycle: refused here, as graphql-js would, so that the later passes may expand fragments.
    if (inProgress.has(name)) throw new LimitExceeded('GRAPHQL_VALIDATION_FAILED', `Cannot spread fragment "${name}" within itself.`);
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
    const total: Measure = { depth: 0, aliases: 0, cost: 0, calls: 0 };
    const add = (m: Measure, factor: number, depthOffset: number) => {
      total.depth = Math.max(total.depth, m.depth + depthOffset);
      total.aliases += m.aliases;
      total.cost += m.cost * factor;
      total.calls += m.calls * factor;
      check(total, 0);
    };
    for (const selection of selections.selections) {
      options.onVisit?.();
      total.cost += selectionLiterals(selection);
      if (selection.kind === 'Field') {
        const name = selection.name.value;
        if (options.exemptIntrospection && (name === '__schema' || name === '__type')) continue;
        const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        total.aliases += selection.alias ? 1 : 0;
        total.cost += 1;
        total.calls += calls(parent, field);
        total.depth = Math.max(total.depth, 1);
        check(total, 0);
        if (!selection.selectionSet) continue;
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

  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  if (operations.length > limits.maxOperations) {
    throw new LimitExceeded('DOCUMENT_TOO_LARGE', `The document holds too many operations (at most ${limits.maxOperations}).`);
  }
  const variables = operations.reduce((n, operation) => n + (operation.variableDefinitions?.length ?? 0), 0);
  if (variables > limits.maxVariables) {
    throw new LimitExceeded('DOCUMENT_TOO_LARGE', `The document defines too many variables (at most ${limits.maxVariables}).`);
  }
  const total: Measure = { depth: 0, aliases: 0, cost: 0, calls: 0 };
  for (const operation of operations) {
    const root = schema.getRootType(operation.operation);
    const m = set(operation.selectionSet, root ?? null);
    m.cost += literals((operation.variableDefinitions ?? []).flatMap((v) => (v.defaultValue ? [{ value: v.defaultValue }] : [])));
    check(m, 0);
    total.depth = Math.max(total.depth, m.depth);
    total.aliases = Math.max(total.aliases, m.aliases);
    total.cost += m.cost;
    total.calls += m.calls;
    check(total, 0);
  }
  // After the walk (calls cannot outgrow the cost), so that 11 aliased calls are TOO_MANY_ALIASES.
  if (total.calls > limits.maxCalls) {
    throw new LimitExceeded('QUERY_TOO_COSTLY', `The query asks the account service too many times (at most ${limits.maxCalls} fields that call it).`);
  }
  refuseUnusedFragments(document, fragments, options);
  refuseUnknownOrRepeatedNames(document, schema);
  // Within the cost and acyclic: expanding the fragments now reads at most maxCost selections.
  for (const operation of operations) {
    total.cost += overlapPairs(operation.selectionSet, fragments, limits.maxCost - total.cost);
    check(total, 0);
  }
  return total;
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
