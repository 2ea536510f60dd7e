// The signed-in session of one request, for Query.viewer and for the @auth check of a guarded field
// that made no REST call of its own: what the account service last said about it in this request, or
// GET /v1/session at most once. A guarded call's answer fills it (X-Current-Session, decoded only when
// someone asks); a mutation that answers the account as it now is (a changed password, new details)
// replaces it, so later fields of the same request see the change. Nothing outlives the request.
import { decodeCurrentSession, type AccountApi, type Caller, type RestCurrentSession, type RestFailure, type RestResult } from './account-api.client';

export interface ViewerSession {
  /** The session behind the request's token: what this request already learnt, else one REST call. */
  current(): Promise<RestResult<RestCurrentSession>>;
  /** The account service answered the session as it is after a change. */
  remember(session: RestCurrentSession): void;
  /** A guarded read was admitted with this session (X-Current-Session); kept unless the request knows already. */
  admitted(encoded: string): void;
  /** A guarded call was refused because the session is gone: later fields learn so without asking. */
  ended(failure: RestFailure): void;
  /** The session may have changed (a write, a logout, a reset): a later field asks again. */
  forget(): void;
}

export function viewerSession(api: AccountApi, caller: Caller): ViewerSession {
  return new RequestSession(api, caller);
}

// A class, not closures: one object per request, and most requests never call it more than once.
class RequestSession implements ViewerSession {
  private memo: Promise<RestResult<RestCurrentSession>> | null = null;
  private encoded: string | null = null;

  constructor(
    private readonly api: AccountApi,
    private readonly caller: Caller,
  ) {}

  current(): Promise<RestResult<RestCurrentSession>> {
    if (this.memo) return this.memo;
    const decoded = this.encoded === null ? null : decodeCurrentSession(this.encoded);
    this.encoded = null;
    return (this.memo = decoded ? Promise.resolve({ ok: true, data: decoded }) : this.api.getSession(this.caller));
  }

  remember(session: RestCurrentSession): void {
    this.memo = Promise.resolve({ ok: true, data: session });
    this.encoded = null;
  }

  admitted(value: string): void {
    if (this.memo === null) this.encoded = value;
  }

  ended(failure: RestFailure): void {
    this.memo = Promise.resolve({ ok: false, failure });
    this.encoded = null;
  }

  forget(): void {
    this.memo = null;
    this.encoded = null;
  }
}
