import { ApolloLink, Observable } from '@apollo/client/core';

/** A query counts as slow, and shows the loading overlay, after this many milliseconds. */
export const slowQueryDelayMs = 600;

/** How many operations the loading overlay is waiting for. */
export interface ActivityStore {
  subscribe: (listener: () => void) => () => void;
  getBusyCount: () => number;
}

export function createActivityLink(): { link: ApolloLink; store: ActivityStore } {
  let busy = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    busy += delta;
    for (const listener of listeners) listener();
  };

  const link = new ApolloLink((operation, forward) => {
    // Work the user did not ask for (the passkey autofill's ceremony, started as /login opens) runs
    // in the background: it never blocks the page.
    if ((operation.getContext() as { background?: boolean }).background) return forward(operation);
    const isMutation = operation.query.definitions.some(
      (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
    );
    return new Observable((observer) => {
      let counted = false;
      const start = () => {
        counted = true;
        change(1);
      };
      const timer = isMutation ? undefined : setTimeout(start, slowQueryDelayMs);
      if (isMutation) start();
      const finish = () => {
        clearTimeout(timer);
        if (counted) {
          counted = false;
          change(-1);
        }
      };
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          finish();
          observer.error(error);
        },
        complete: () => {
          finish();
          observer.complete();
        },
      });
      return () => {
        finish();
        subscription.unsubscribe();
      };
    });
  });

  const store: ActivityStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBusyCount: () => busy,
  };
  return { link, store };
}
