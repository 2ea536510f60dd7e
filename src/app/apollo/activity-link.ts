import { ApolloLink } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { countOperation, isMutationDocument, type ActivityCounter } from './activity-store';

/** Keeps the loading overlay's count of operations in flight (activity-store.ts). */
export function createActivityLink(activity: ActivityCounter): ApolloLink {
  return new ApolloLink((operation, forward) => {
    // Work the user did not ask for (the passkey autofill's ceremony, started as /login opens) runs
    // in the background: it never blocks the page.
    if ((operation.getContext() as { background?: boolean }).background) return forward(operation);
    return new Observable((observer) => {
      const finish = countOperation(activity, isMutationDocument(operation.query));
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
