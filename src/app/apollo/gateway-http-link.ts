// The SPA's HTTP link to the gateway. A production build sends each operation by the id its build
// registered (codegen's persisted documents: the document's __meta__.hash), never its text: the gateway
// runs it precompiled, and in production refuses any other document from a browser (docs/api.md,
// "Trusted documents"). Development sends the text, so an edited operation works before the gateway
// restarts with the new registry.
import { ApolloLink } from '@apollo/client/link/core';
import { HttpLink } from '@apollo/client/link/http';

/** The GraphQL-over-HTTP media type first: request errors then come as 4xx, as Apollo expects them. */
const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

export interface GatewayHttpLinkOptions {
  uri: string;
  /** Send registered documents by their id. Default: in a production build. */
  sendDocumentIds?: boolean;
}

/** The id codegen registered a document under, when it did. */
export function documentIdOf(document: unknown): string | null {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : null;
}

// HttpLink builds the body itself ({ operationName, variables }, the query left out below); the id
// travels to this fetch in the request options and joins the body there.
type DocumentIdInit = RequestInit & { documentId?: string };
const fetchWithDocumentId = (input: RequestInfo | URL, init: DocumentIdInit = {}): Promise<Response> => {
  const { documentId, ...rest } = init;
  if (documentId !== undefined && typeof rest.body === 'string') rest.body = JSON.stringify({ documentId, ...(JSON.parse(rest.body) as object) });
  return fetch(input, rest);
};

export function createGatewayHttpLink({ uri, sendDocumentIds = import.meta.env.PROD }: GatewayHttpLinkOptions): ApolloLink {
  // The session is an HttpOnly cookie: the browser sends it, script never sees it.
  const http = new HttpLink({ uri, credentials: 'same-origin', headers: { accept: ACCEPT }, fetch: fetchWithDocumentId });
  if (!sendDocumentIds) return http;
  const byDocumentId = new ApolloLink((operation, forward) => {
    const documentId = documentIdOf(operation.query);
    if (documentId !== null) {
      operation.setContext(({ fetchOptions }: { fetchOptions?: object }) => ({ http: { includeQuery: false }, fetchOptions: { ...fetchOptions, documentId } }));
    }
    return forward(operation);
  });
  return ApolloLink.from([byDocumentId, http]);
}
