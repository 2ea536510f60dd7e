// What graphql-js's "overlapping fields can be merged" rule compares: every pair of fields that answer
// under one response name at one place of the result (inline fragments and fragment spreads merged
// in, as the rule merges them), and every pair of fragments spread at one place. The rule's work
// grows with the square of such repeats (249 × `viewer { __typename }` in one selection cost 12× a
// viewer query, within a budget graphql-js only stops at 500,000 comparisons), so the limits charge
// each pair in the cost. Read with fragments expanded, which the cost limit bounds: it runs only on
// an operation whose cost is already within the limit, and fragment cycles are refused before.
import type { FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/**
 * The pairs an operation's selections make, counted until they pass `budget` (then the count so
 * far is returned: enough to refuse).
 */
export function overlapPairs(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, budget: number): number {
  let pairs = 0;

  // One place of the result: the selection sets that answer there, merged.
  const place = (sets: readonly SelectionSetNode[]): void => {
    const byName = new Map<string, FieldNode[]>();
    let spreads = 0;
    const collect = (set: SelectionSetNode): void => {
      for (const selection of set.selections) {
        if (selection.kind === 'Field') {
          const name = (selection.alias ?? selection.name).value;
          const same = byName.get(name);
          if (same) same.push(selection);
          else byName.set(name, [selection]);
        } else if (selection.kind === 'InlineFragment') {
          collect(selection.selectionSet);
        } else {
          spreads++;
          const fragment = fragments.get(selection.name.value);
          if (fragment) collect(fragment.selectionSet);
        }
      }
    };
    for (const set of sets) collect(set);
    pairs += (spreads * (spreads - 1)) / 2;
    for (const fields of byName.values()) {
      pairs += (fields.length * (fields.length - 1)) / 2;
      if (pairs > budget) return;
    }
    for (const fields of byName.values()) {
      const below = fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
      if (below.length > 0) place(below);
      if (pairs > budget) return;
    }
  };

  place([root]);
  return pairs;
}
