// The SPA's HTTP link to the gateway, for Apollo Client: the portal's transport (gateway-transport.ts:
// one POST of JSON per operation, documents by their registered id in production, Apollo's error
// shapes) as an ApolloLink.
import { ApolloLink, type FetchResult } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { isResult, sendToGateway } from './gateway-transport';

export { documentIdOf, UNKNOWN_DOCUMENT_RETRY_MS } from './gateway-transport';
export { OUTDATED_BUILD_EVENT } from './outdated-build';

export interface GatewayHttpLinkOptions {
  uri: string;
  /** Send registered documents by their id. Default: in a production build. */
  sendDocumentIds?: boolean;
}

export function createGatewayHttpLink({ uri, sendDocumentIds = import.meta.env.PROD }: GatewayHttpLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const controller = new AbortController();
        const { query, operationName, variables } = operation;
        const onResponse = (response: Response) => operation.setContext({ response });
        sendToGateway(uri, { query, operationName, variables, onResponse }, sendDocumentIds, controller.signal).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: Error & { result?: unknown }) => {
            // Unsubscribed: nobody is listening any more.
            if (controller.signal.aborted) return;
            // A refusal that still holds data and errors passes them on first, as HttpLink does.
            if (isResult(error.result) && error.result.data && error.result.errors) observer.next(error.result);
            observer.error(error);
          },
        );
        return () => controller.abort();
      }),
  );
}
