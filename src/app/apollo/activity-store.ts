// What the loading overlay waits for, kept apart from the link that counts it (activity-link.ts) so
// that the layout reads it before Apollo's code is loaded.

/** A query counts as slow, and shows the loading overlay, after this many milliseconds. */
export const slowQueryDelayMs = 600;

/** How many operations the loading overlay is waiting for. */
export interface ActivityStore {
  subscribe: (listener: () => void) => () => void;
  getBusyCount: () => number;
}

export interface ActivityCounter extends ActivityStore {
  change: (delta: number) => void;
}

export function createActivityCounter(): ActivityCounter {
  let busy = 0;
  const listeners = new Set<() => void>();
  return {
    change(delta) {
      busy += delta;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBusyCount: () => busy,
  };
}

/**
 * Counts one operation for the loading overlay: a mutation at once (the user asked for it and waits),
 * a query only once it is slow. Returns what ends the count (call it once the answer is in, or the
 * operation is given up; a second call does nothing). Used by the activity link (Apollo Client's
 * operations) and by operations sent before the client is loaded (portal-channel.ts).
 */
export function countOperation({ change }: ActivityCounter, isMutation: boolean): () => void {
  let counted = false;
  const start = () => {
    counted = true;
    change(1);
  };
  const timer = isMutation ? undefined : setTimeout(start, slowQueryDelayMs);
  if (isMutation) start();
  return () => {
    clearTimeout(timer);
    if (counted) {
      counted = false;
      change(-1);
    }
  };
}

/** Whether a document is a mutation. */
export const isMutationDocument = (document: { definitions: readonly { kind: string; operation?: string }[] }): boolean =>
  document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
