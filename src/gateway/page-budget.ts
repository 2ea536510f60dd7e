// Long pages (issue 21): the document's cost counts each list as 10 items, but a page of the activity
// holds up to 50 and the admin console's lists more, and each item costs the gateway the same work for
// every field selected in it (the account service's JSON read and mapped, each field resolved and
// written). So each page a list field asks the account service for is charged, before the call, its
// size times what one item costs (ITEM_COST, plus 1 for every field selected in it, fragments expanded),
// against one budget per request; a page past it is refused (QUERY_TOO_COSTLY, on `first`) with no
// call. A document's budget is what its calls to the account service leave of it (each call costs the
// gateway about a fifth of a viewer query: CALL_COST); a trusted document's pages are resolved by code
// compiled at start, for a fraction of the CPU per item. docs/api.md, "Limits", has the figures.
import type { DocumentNode, FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { GatewayContext } from './context';
import { ExposedError } from './exposed-error';

export const PAGE_BUDGET = {
  /** A document's pages together, less CALL_COST for each field of it that calls the account service. */
  document: 1_000,
  /** A trusted document's pages together (the portal's own: one page each, 1,800 at most). */
  trusted: 2_000,
};

/** What a field that calls the account service takes from a document's budget (query-limits.ts counts them). */
export const CALL_COST = 100;

/**
 * What an item costs before any of its fields is selected: its JSON read and mapped (about 1 µs for
 * an audit entry, 3 for an event, 5 for an account, against about 1 µs for each field selected).
 */
export const ITEM_COST = 4;

interface Budget {
  left: number;
}

// A resolver's context is a copy per guarded field (auth.ts), but every copy of one request's context
// holds the same ViewerSession: the budget hangs on it, and goes with the request.
const budgets = new WeakMap<object, Budget>();

// By document, from its limits pass (which runs only when Mercurius has not cached the document).
const documentBudgets = new WeakMap<DocumentNode, number>();

/** A full document's budget, from the number of its fields that call the account service. */
export function noteDocumentCalls(document: DocumentNode, calls: number): void {
  documentBudgets.set(document, Math.max(0, PAGE_BUDGET.document - CALL_COST * calls));
}

/** Opens the request's budget as it starts executing: a full document's (noteDocumentCalls), or a trusted one's. */
export function openPageBudget(ctx: Pick<GatewayContext, 'session'>, document: DocumentNode | 'trusted'): void {
  const left = document === 'trusted' ? PAGE_BUDGET.trusted : documentBudgets.get(document);
  budgets.set(ctx.session, { left: left ?? 0 });
}

type Fragments = Readonly<Record<string, FragmentDefinitionNode>>;

/** Fields below a selection set, each counted (`__typename` and nested fields too), fragments expanded. */
function fieldsIn(set: SelectionSetNode | undefined, fragments: Fragments, expanding: Set<string>): number {
  let n = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') {
      n += 1 + fieldsIn(selection.selectionSet, fragments, expanding);
    } else if (selection.kind === 'InlineFragment') {
      n += fieldsIn(selection.selectionSet, fragments, expanding);
    } else {
      const name = selection.name.value;
      // A fragment that spreads itself never gets this far (query-limits.ts); counted once if it did.
      if (expanding.has(name)) continue;
      expanding.add(name);
      n += fieldsIn(fragments[name]?.selectionSet, fragments, expanding);
      expanding.delete(name);
    }
  }
  return n;
}

/** The `nodes` fields of a connection's selection, through its fragments. */
function nodesFields(set: SelectionSetNode | undefined, fragments: Fragments, seen: Set<string>, found: FieldNode[]): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') {
      if (selection.name.value === 'nodes') found.push(selection);
    } else if (selection.kind === 'InlineFragment') {
      nodesFields(selection.selectionSet, fragments, seen, found);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      nodesFields(fragments[selection.name.value]?.selectionSet, fragments, seen, found);
    }
  }
  return found;
}

// A field node belongs to one document, which Mercurius' cache and the trusted documents keep: an
// ordinary page's weight is read once.
const weights = new WeakMap<FieldNode, number>();

/**
 * What one item of a connection costs: ITEM_COST, and 1 for each field selected in it, at every place
 * the connection is selected (aliases asking a viewer's prefetch for the same page share one call, but
 * each resolves every item), in its `nodes` however often that is selected.
 */
export function itemWeight(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): number {
  let weight = ITEM_COST;
  for (const node of info.fieldNodes) {
    let w = weights.get(node);
    if (w === undefined) {
      w = nodesFields(node.selectionSet, info.fragments, new Set(), []).reduce((n, list) => n + fieldsIn(list.selectionSet, info.fragments, new Set()), 0);
      weights.set(node, w);
    }
    weight += w;
  }
  return weight;
}

/**
 * Charges a page of `size` items to the request, before the list field calls the account service;
 * throws QUERY_TOO_COSTLY (on `first`, the argument to lower) when what is left cannot pay for it.
 */
export function chargePage(ctx: Pick<GatewayContext, 'session'>, info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, size: number): void {
  charge(ctx, size * itemWeight(info));
}

/** The same for a plain list field (its items are its own selection, not a connection's `nodes`). */
export function chargeList(ctx: Pick<GatewayContext, 'session'>, info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, size: number): void {
  const weight = info.fieldNodes.reduce((n, node) => n + fieldsIn(node.selectionSet, info.fragments, new Set()), ITEM_COST);
  charge(ctx, size * weight);
}

function charge(ctx: Pick<GatewayContext, 'session'>, cost: number): void {
  // A request that opened none (no path of the gateway's) may not read a page.
  let budget = budgets.get(ctx.session);
  if (!budget) budgets.set(ctx.session, (budget = { left: 0 }));
  if (cost > budget.left) {
    throw new ExposedError(
      `This request asks for more list items than one request may read (each item counts ${ITEM_COST} and 1 for each field selected in it; docs/api.md, "Limits"): ask for fewer at a time.`,
      'QUERY_TOO_COSTLY',
      'first',
    );
  }
  budget.left -= cost;
}
