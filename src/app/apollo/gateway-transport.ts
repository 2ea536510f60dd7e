// The SPA's HTTP transport to the gateway: one POST of JSON per operation. A production build sends each
// operation by the id its build registered (codegen's persisted documents: the document's
// __meta__.hash), never its text: the gateway runs it precompiled, and in production refuses any other
// document from a browser (docs/api.md, "Trusted documents"). Development sends the text, so an edited
// operation works before the gateway restarts with the new registry.
//
// Written for the portal rather than taken from Apollo's HttpLink, which brings graphql's printer,
// multipart (@defer) parsing and the client's error classes. It answers as HttpLink does: a GraphQL
// result is passed on; any other status is a network error shaped like Apollo's ServerError
// (response, statusCode, result), a body that is not JSON a ServerParseError. No Apollo code: Apollo
// Client reaches it through its link (gateway-http-link.ts); an operation sent before the client is
// loaded (the passkey autofill's challenge, as /login opens) calls it directly (sendOnChannel), so the
// page downloads none of Apollo's link and observable code for it.
import type { FetchResult } from '@apollo/client/link/core';
import type { DocumentNode } from 'graphql';
import { countOperation, isMutationDocument, type ActivityCounter } from './activity-store';
import { OUTDATED_BUILD_EVENT } from './outdated-build';

/** The GraphQL-over-HTTP media type first: request errors then come as 4xx, as Apollo expects them. */
const ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

/** What is sent: Apollo's Operation has these, and so does an operation sent on its own. */
export interface GatewayRequest {
  query: DocumentNode;
  operationName?: string | undefined;
  variables: Record<string, unknown>;
  /** Told the HTTP response, as Apollo's HttpLink puts it in the operation's context. */
  onResponse?: (response: Response) => void;
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

export const isResult = (value: unknown): value is FetchResult =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('data' in value || 'errors' in value);

async function requestBody(operation: GatewayRequest, sendDocumentIds: boolean): Promise<string> {
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
export async function sendToGateway(uri: string, operation: GatewayRequest, sendDocumentIds: boolean, signal: AbortSignal): Promise<FetchResult> {
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

async function sendOnce(uri: string, operation: GatewayRequest, sendDocumentIds: boolean, signal: AbortSignal): Promise<FetchResult> {
  const response = await fetch(uri, {
    method: 'POST',
    // The session is an HttpOnly cookie: the browser sends it, script never sees it.
    credentials: 'same-origin',
    headers: { accept: ACCEPT, 'content-type': 'application/json' },
    body: await requestBody(operation, sendDocumentIds),
    signal,
  });
  operation.onResponse?.(response);
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

/** The operation's name, as Apollo's operation carries it: its document's first operation's. */
function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/**
 * One operation sent to the gateway before Apollo Client is loaded (portal-channel.ts): counted for
 * the loading overlay as the activity link counts (unless it runs in the background), resolved with
 * its data; GraphQL errors reject, as the client's mutations do (errorPolicy 'none').
 */
export async function executeOnGateway<TData>(
  uri: string,
  activity: ActivityCounter,
  operation: { document: DocumentNode; variables?: unknown; context?: Record<string, unknown> },
  sendDocumentIds: boolean = import.meta.env.PROD,
): Promise<TData> {
  const background = (operation.context as { background?: boolean } | undefined)?.background === true;
  const finish = background ? () => undefined : countOperation(activity, isMutationDocument(operation.document));
  try {
    const request = { query: operation.document, operationName: operationNameOf(operation.document), variables: (operation.variables ?? {}) as Record<string, unknown> };
    const result = await sendToGateway(uri, request, sendDocumentIds, new AbortController().signal);
    if (result.errors?.length || !result.data) throw new Error(result.errors?.[0]?.message ?? 'no data');
    return result.data as TData;
  } finally {
    finish();
  }
}
