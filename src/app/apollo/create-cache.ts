import { InMemoryCache } from '@apollo/client/core';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Account: { keyFields: ['accountCode'] },
      // There is at most one signed-in viewer and one pending login attempt per browser.
      Viewer: { keyFields: [], fields: { session: { merge: true } } },
      // A session has no identity of its own; it lives inside its Viewer.
      Session: { keyFields: false },
      LoginChallenge: { keyFields: false },
      Query: {
        fields: {
          viewer: { merge: true },
          loginChallenge: { merge: false },
        },
      },
    },
  });
}
