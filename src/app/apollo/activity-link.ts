import { ApolloLink } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { slowQueryDelayMs, type ActivityCounter } from './activity-store';

/** Keeps the loading overlay's count of operations in flight (activity-store.ts). */
export function createActivityLink({ change }: ActivityCounter): ApolloLink {
  return new ApolloLink((operation, forward) => {
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
}
