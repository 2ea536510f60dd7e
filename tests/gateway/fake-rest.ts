// The wire helpers of the fake account service (fake-account-service.ts).
import type { components } from '../../src/gateway/generated/account-api';

export type Account = components['schemas']['Account'];
export type ErrorCode = components['schemas']['ErrorCode'];

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  /** True once a route's handler ran; false for a call refused before it (no credential, the session's rule, no route). */
  handled: boolean;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const restError = (status: number, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  json(status, { code, message: `fake: ${code}`, ...extra });
