// The SPA's HTTP link to the gateway: one POST of JSON per operation. A production build sends each
// operation by the id its build registered (codegen's persisted documents: the document's
// __meta__.hash), never its text: the gateway runs it precompiled, and in production refuses any other
// document from a browser (docs/api.md, "Trusted documents"). Development sends the text, so an edited
// operation works before the gateway restarts with the new registry.
//
// Written for the portal rather than taken from Apollo's HttpLink, which brings graphql's printer,
// multipart (@defer) parsing and the client's error classes: the passkey autofill sends its challenge
// through this link as /login opens, before Apollo Client is loaded (portal-channel.ts). It answers as
// HttpLink does: a GraphQL result is passed on; any other status is a network error shaped like
// Apollo's ServerError (response, statusCode, result), a body that is not JSON a ServerParseError.
import { ApolloLink, type FetchResult, type Operation } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';

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

/** Apollo's network error shapes (ServerError, ServerParseError), which the client wraps in an ApolloError. */
function networkError(name: 'ServerError' | 'ServerParseError', message: string, response: Response, extra: object): Error {
  return Object.assign(new Error(message), { name, response, statusCode: response.status, ...extra });
}

const isResult = (value: unknown): value is FetchResult =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('data' in value || 'errors' in value);

async function requestBody(operation: Operation, sendDocumentIds: boolean): Promise<string> {
  const { operationName, variables } = operation;
  const documentId = sendDocumentIds ? documentIdOf(operation.query) : null;
  if (documentId !== null) return JSON.stringify({ documentId, operationName, variables });
  // Only development and unregistered documents print the text: production never loads the printer.
  const { print } = await import('graphql/language/printer');
  return JSON.stringify({ query: print(operation.query), operationName, variables });
}

/** The codes of a gateway that does not know this build's documents (trusted-documents.ts). */
const unknownDocumentCodes: ReadonlySet<unknown> = new Set(['PERSISTED_DOCUMENT_NOT_FOUND', 'PERSISTED_DOCUMENT_REQUIRED']);
const refusesThisBuild = (body: unknown): boolean =>
  isResult(body) && !body.data && (body.errors ?? []).some((error) => unknownDocumentCodes.has(error.extensions?.['code']));

/** How long the second try waits: a rolling upgrade's load balancer may send it to an instance of this build. */
export const UNKNOWN_DOCUMENT_RETRY_MS = 1000;
/** Dispatched on window when the gateway runs another release than this page: the layout asks for a reload. */
export const OUTDATED_BUILD_EVENT = 'portal:outdated-build';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Sends an operation. A gateway that knows none of this build's documents (this page is of another
 * release than the gateway: a rolling upgrade under way, or a page left open across a release) is
 * asked once more after a moment; if it still does not, the page says a reload is needed.
 */
async function send(uri: string, operation: Operation, sendDocumentIds: boolean, signal: AbortSignal): Promise<FetchResult> {
  try {
    return await sendOnce(uri, operation, sendDocumentIds, signal);
  } catch (error) {
    if (!refusesThisBuild((error as { result?: unknown }).result) || signal.aborted) throw error;
  }
  await pause(UNKNOWN_DOCUMENT_RETRY_MS, signal);
  try {
    return await sendOnce(uri, operation, sendDocumentIds, signal);
  } catch (error) {
    if (refusesThisBuild((error as { result?: unknown }).result) && !signal.aborted) window.dispatchEvent(new Event(OUTDATED_BUILD_EVENT));
    throw error;
  }
}

async function sendOnce(uri: string, operation: Operation, sendDocumentIds: boolean, signal: AbortSignal): Promise<FetchResult> {
  const response = await fetch(uri, {
    method: 'POST',
    // The session is an HttpOnly cookie: the browser sends it, script never sees it.
    credentials: 'same-origin',
    headers: { accept: ACCEPT, 'content-type': 'application/json' },
    body: await requestBody(operation, sendDocumentIds),
    signal,
  });
  operation.setContext({ response });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (response.status >= 300) throw networkError('ServerError', `Response not successful: Received status code ${response.status}`, response, { result: text });
    throw networkError('ServerParseError', 'The answer is not JSON.', response, { bodyText: text });
  }
  if (response.status >= 300) throw networkError('ServerError', `Response not successful: Received status code ${response.status}`, response, { result: body });
  if (!isResult(body)) throw networkError('ServerError', `Server response was missing for query '${operation.operationName}'.`, response, { result: body });
  return body;
}

export function createGatewayHttpLink({ uri, sendDocumentIds = import.meta.env.PROD }: GatewayHttpLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const controller = new AbortController();
        send(uri, operation, sendDocumentIds, controller.signal).then(
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
