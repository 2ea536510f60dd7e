// The signed-in session of one request: GET /v1/session at most once, shared by the @auth guard of
// every field and by Query.viewer. A mutation that answers the account as it now is (a changed
// password, new details) updates it, so later fields of the same request see the change.
import type { AccountApi, Caller, RestCurrentSession, RestResult } from './account-api.client';

export interface ViewerSession {
  /** The session behind the request's token (one REST call per request, then the same answer). */
  current(): Promise<RestResult<RestCurrentSession>>;
  /** The account service answered the session as it is after a change. */
  remember(session: RestCurrentSession): void;
  /** The session ended (logout, reset): a later field asks again, and learns so. */
  forget(): void;
}

export function viewerSession(api: AccountApi, caller: Caller): ViewerSession {
  let memo: Promise<RestResult<RestCurrentSession>> | null = null;
  return {
    current: () => (memo ??= api.getSession(caller)),
    remember: (session) => {
      memo = Promise.resolve({ ok: true, data: session });
    },
    forget: () => {
      memo = null;
    },
  };
}
