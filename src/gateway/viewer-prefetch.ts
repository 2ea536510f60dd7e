// One REST call for `viewer { sessions }` too (issue 15). Query.viewer must know who is signed in
// before its fields run, which costs GET /v1/session; a guarded field below it (sessions, passkeys,
// activity: the Viewer fields with @auth, read from the schema) then makes its own call, which the
// account service admits with the session (X-Current-Session) or refuses. So when the viewer's
// selection holds such fields, the viewer runs them first, guard and all (auth.ts), and learns who is
// signed in from their calls (viewer-session.ts): one call, not a lookup and then the field's. Each
// field then answers what its run fetched, for the same arguments. A session that has ended makes the
// viewer null, as before; a field refused for its rule answers that refusal where it stands.
import type { FieldNode, GraphQLField, GraphQLObjectType, GraphQLResolveInfo, GraphQLSchema, SelectionSetNode } from 'graphql';
import { authTable } from './auth';
import { prefetchedKey, prefetchKey, type GatewayContext, type PrefetchedFields } from './context';
import { graphql } from './graphql-runtime';

const { getArgumentValues, getDirectiveValues, getNamedType, GraphQLIncludeDirective, GraphQLSkipDirective, isObjectType, Kind } = graphql;

const guardedFieldsOf = new WeakMap<GraphQLSchema, Map<string, ReadonlySet<string>>>();

/** The names of `type`'s @auth fields, read from the schema once per schema and type. */
function guardedFields(schema: GraphQLSchema, type: GraphQLObjectType): ReadonlySet<string> {
  let byType = guardedFieldsOf.get(schema);
  if (!byType) guardedFieldsOf.set(schema, (byType = new Map()));
  let fields = byType.get(type.name);
  if (!fields) {
    fields = new Set(authTable(schema).filter((f) => f.typeName === type.name).map((f) => f.fieldName));
    byType.set(type.name, fields);
  }
  return fields;
}

type AnyField = GraphQLField<unknown, GatewayContext>;

/** A guarded field to run, with every node that selects it with these arguments (aliases included). */
interface Found {
  field: AnyField;
  args: Record<string, unknown>;
  nodes: FieldNode[];
}

/** @skip and @include, as the executor reads them. */
function included(node: { directives?: readonly unknown[] | undefined }, variables: Record<string, unknown>): boolean {
  const n = node as FieldNode;
  if (getDirectiveValues(GraphQLSkipDirective, n, variables)?.['if'] === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, n, variables)?.['if'] !== false;
}

/** The guarded fields a selection set holds on `type`, through its fragments, with their arguments. */
function collect(
  selectionSet: SelectionSetNode | undefined,
  type: GraphQLObjectType,
  info: GraphQLResolveInfo,
  guarded: ReadonlySet<string>,
  found: Map<string, Found>,
  seen: Set<string>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (!included(selection, info.variableValues)) continue;
    if (selection.kind === Kind.FIELD) {
      if (!guarded.has(selection.name.value)) continue;
      const field = type.getFields()[selection.name.value] as AnyField | undefined;
      if (!field) continue;
      const args = getArgumentValues(field as GraphQLField<unknown, unknown>, selection, info.variableValues);
      const key = prefetchKey(type.name, field.name, args);
      const known = found.get(key);
      if (known) known.nodes.push(selection);
      else found.set(key, { field, args, nodes: [selection] });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!selection.typeCondition || selection.typeCondition.name.value === type.name) collect(selection.selectionSet, type, info, guarded, found, seen);
    } else {
      const name = selection.name.value;
      const fragment = info.fragments[name];
      if (seen.has(name) || !fragment || fragment.typeCondition.name.value !== type.name) continue;
      seen.add(name);
      collect(fragment.selectionSet, type, info, guarded, found, seen);
    }
  }
}

/** Whether a field's selection names a guarded field anywhere (through fragments, directives aside). */
function namesGuarded(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, guarded: ReadonlySet<string>, seen: Set<string>): boolean {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (guarded.has(selection.name.value)) return true;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (namesGuarded(selection.selectionSet, info, guarded, seen)) return true;
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      if (namesGuarded(info.fragments[selection.name.value]?.selectionSet, info, guarded, seen)) return true;
    }
  }
  return false;
}

// Read once per document: a field node belongs to one document (and its fragments), which Mercurius'
// cache and the trusted documents keep, so the usual viewer query, which names no guarded field,
// costs a look-up here, not a walk with its directives read.
const holdsGuarded = new WeakMap<FieldNode, boolean>();

/**
 * Runs the guarded fields the viewer's selection holds (each once per distinct arguments) and waits
 * for them; their answers are kept in `ctx.prefetched` for the fields themselves. Null, with nothing
 * to wait for, when the selection names none.
 */
export function prefetchGuardedViewerFields(ctx: GatewayContext, info: GraphQLResolveInfo): Promise<void> | null {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return null;
  const guarded = guardedFields(info.schema, type);
  if (guarded.size === 0) return null;
  const named = info.fieldNodes.some((node) => {
    let known = holdsGuarded.get(node);
    if (known === undefined) holdsGuarded.set(node, (known = namesGuarded(node.selectionSet, info, guarded, new Set())));
    return known;
  });
  return named ? prefetch(ctx, info, type, guarded) : null;
}

async function prefetch(ctx: GatewayContext, info: GraphQLResolveInfo, type: GraphQLObjectType, guarded: ReadonlySet<string>): Promise<void> {
  const found = new Map<string, Found>();
  try {
    for (const node of info.fieldNodes) collect(node.selectionSet, type, info, guarded, found, new Set());
  } catch {
    return; // arguments that do not coerce: the fields say so themselves, in the usual way
  }
  if (found.size === 0) return;
  const prefetched: PrefetchedFields = (ctx.prefetched ??= new Map());
  // The runs see no prefetched answers (they are the ones being fetched); everything else is shared.
  const runContext: GatewayContext = { ...ctx, prefetched: undefined };
  // Each viewer runs its own (a second viewer's fields are resolved again, and each page is charged
  // for the nodes it is resolved for: page-budget.ts).
  for (const [fieldKey, { field, args, nodes }] of found) {
    const key = prefetchedKey(info.path, fieldKey);
    if (prefetched.has(key) || !field.resolve) continue;
    // The field's own nodes, as its execution would see them (a page is charged for what they select: page-budget.ts).
    const fieldInfo: GraphQLResolveInfo = { ...info, fieldName: field.name, fieldNodes: nodes, returnType: field.type, parentType: type };
    const run = Promise.resolve(field.resolve(undefined, args, runContext, fieldInfo));
    run.catch(() => undefined); // answered where the field stands, or never if the viewer is null
    prefetched.set(key, run);
  }
  await Promise.allSettled(prefetched.values());
}
