// Sessions: a 256-bit token the client holds, stored only as its sha256. Idle and absolute expiry.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordEvent } from '../activity/account-event.repository.js';
import { runTransaction } from '../db/locks.js';
import type { Database, Role, SessionKind, SignInMethod } from '../db/schema.js';
import type { ClientInfo } from '../lib/device.js';
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';
import { isBlockedByOperator, toApiAccount } from '../accounts/account.model.js';
import { findAccountById, type AccountRow } from '../accounts/account.repository.js';
import { findSession, insertSession, revokeSession, touchSession, type SessionRow } from './session.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import { stepUpMethodOfSignIn } from '../step-up/step-up-methods.js';
import { isAppAccessToken, type ApiScope, type AppAccess } from '../oidc/access-tokens.js';

export type CurrentSession = components['schemas']['CurrentSession'];
export type SessionInfo = components['schemas']['SessionInfo'];

const idleMs = (ctx: ServiceContext) => ctx.sessionIdleMinutes * 60_000;

/**
 * Use is written at most once a minute per session (the idle clock and the "last used" the security
 * page shows, kept to the minute), sparing a write on every request; more often only when the idle
 * timeout itself is that short.
 */
const touchIntervalMs = (ctx: ServiceContext) => Math.min(60_000, idleMs(ctx) / 4);

export function sessionInfo(ctx: ServiceContext, session: Pick<SessionRow, 'last_seen_at' | 'absolute_expires_at'>): SessionInfo {
  const idleEnd = addMs(new Date(session.last_seen_at), idleMs(ctx)).toISOString();
  return {
    expiresAt: idleEnd < session.absolute_expires_at ? idleEnd : session.absolute_expires_at,
    absoluteExpiresAt: session.absolute_expires_at,
    idleTimeoutSeconds: Math.max(1, Math.round(idleMs(ctx) / 1000)),
  };
}

/** How a session came to be: who opened it from where, for what kind of client, by which method. */
export interface SessionOpening {
  client: ClientInfo | null;
  kind: SessionKind;
  method: SignInMethod;
  /** Whether the sign-in is a step-up proof of its kind (step-up-methods.ts signInIsProof); true when not said. */
  proof?: boolean;
}

/** A session's public id: 128 random bits, unrelated to its token (22 characters, base64url). */
const newPublicId = (): string => randomBytes(16).toString('base64url');

/** Opens a session for an account (inside the caller's transaction). Returns the token, shown only once. */
export async function openSession(db: Kysely<Database>, ctx: ServiceContext, accountId: string, now: Date, opening: SessionOpening): Promise<{ token: string; row: SessionRow }> {
  const token = randomToken();
  const row: SessionRow = {
    token_hash: sha256Hex(token),
    public_id: newPublicId(),
    account_id: accountId,
    kind: opening.kind,
    method: opening.method,
    client_ip: opening.client?.ip ?? null,
    browser: opening.client?.device.browser ?? null,
    os: opening.client?.device.os ?? null,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    absolute_expires_at: addMs(now, ctx.sessionAbsoluteHours * 3_600_000).toISOString(),
    revoked_at: null,
    // The sign-in itself is a proof of its kind, made now, unless it is not one at all
    // (step-up/step-up-methods.ts says when it counts).
    step_up_method: opening.proof === false ? null : stepUpMethodOfSignIn(opening.method),
    step_up_at: opening.proof === false ? null : now.toISOString(),
  };
  await insertSession(db, row);
  return { token, row };
}

/** Whether a session is still usable at `now` (not ended, not idle or absolutely expired). */
export function isLive(ctx: ServiceContext, session: SessionRow, now: Date): boolean {
  return session.revoked_at === null && sessionInfo(ctx, session).expiresAt > now.toISOString();
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);
const insufficientScope = (scope: ApiScope | null) => new AppError('INSUFFICIENT_SCOPE', 403, scope ? { requiredScope: scope } : {});

/**
 * An app's access token where the operation does not take it (or not with the token's scopes): a valid
 * token is 403 INSUFFICIENT_SCOPE, naming the scope the operation would need; an invalid one (expired,
 * revoked, its app or account disabled) 401 UNAUTHENTICATED.
 */
async function appTokenRefusal(ctx: ServiceContext, token: string, now: Date, scope: ApiScope | null): Promise<AppError> {
  return (await ctx.appAccess(token, now)) ? insufficientScope(scope) : unauthenticated();
}

/**
 * The live session a token opens, and its account; 401 UNAUTHENTICATED otherwise. Does not record
 * activity. A portal session only: an app's access token is refused here (appTokenRefusal), so every
 * operation refuses apps unless it asks for a Caller with a scope (requireCaller).
 */
export async function requireLiveSession(ctx: ServiceContext, token: string | undefined, now: Date): Promise<{ session: SessionRow; account: AccountRow }> {
  if (!token) throw unauthenticated();
  if (isAppAccessToken(token)) throw await appTokenRefusal(ctx, token, now, null);
  const session = await findSession(ctx.db, sha256Hex(token));
  if (!session || !isLive(ctx, session, now)) throw unauthenticated();
  const account = await findAccountById(ctx.db, session.account_id);
  // A temporary lock from failed sign-ins stops new sign-ins only: otherwise anyone could sign the
  // owner out by failing ten times. An operator's disable or open-ended lock ends sessions.
  if (!account || isBlockedByOperator(account)) throw unauthenticated();
  return { session, account };
}

/** Who may use something: the roles allowed (null: any), and whether an account that must change its password may. */
export interface AccessRule {
  roles: readonly Role[] | null;
  allowMustChangePassword: boolean;
  /**
   * Whether an account waiting for deletion (退会, closing/) may: only reading the session and the
   * closing itself, its cancel and logout do (those do not ask for a rule, or say true here).
   */
  allowClosing?: boolean;
}

/**
 * The one statement of the access rule (PRODUCT.md "Roles and page permissions"): a role not allowed,
 * or an account that must change its password where that is not allowed, is 403 FORBIDDEN. Used by
 * the routes' own rules below and by the GraphQL field's rule a call carries (session-access.ts).
 */
export function accessRefusal(account: Pick<AccountRow, 'role' | 'must_change_password' | 'closing_requested_at'>, rule: AccessRule): AppError | null {
  if (rule.roles !== null && !rule.roles.includes(account.role)) return new AppError('FORBIDDEN', 403, {}, 'This account may not use this.');
  if (account.closing_requested_at !== null && rule.allowClosing !== true) return new AppError('FORBIDDEN', 403, {}, 'The account is closing: it may only cancel that or log out.');
  if (account.must_change_password && !rule.allowMustChangePassword) return new AppError('FORBIDDEN', 403, {}, 'The password must be changed first.');
  return null;
}

/** A live session whose account the rule admits; 401 UNAUTHENTICATED or 403 FORBIDDEN otherwise. */
export async function requireSession(ctx: ServiceContext, token: string | undefined, now: Date, rule: AccessRule): Promise<{ session: SessionRow; account: AccountRow }> {
  const live = await requireLiveSession(ctx, token, now);
  const refusal = accessRefusal(live.account, rule);
  if (refusal) throw refusal;
  return live;
}

/** Who makes a call: a portal session (a browser, a first-party script), or an app with the access token a person allowed it. */
export type Caller = { kind: 'session'; session: SessionRow; account: AccountRow } | { kind: 'app'; app: AppAccess; account: AccountRow };

/**
 * The caller of an operation that apps may use with `scope` (the contract's x-app-scope; null: apps
 * are refused): a live portal session, or a valid app access token granted that scope, whose account
 * the rule admits. 401 UNAUTHENTICATED, 403 INSUFFICIENT_SCOPE or 403 FORBIDDEN otherwise.
 */
export async function requireCaller(ctx: ServiceContext, token: string | undefined, now: Date, rule: AccessRule, scope: ApiScope | null): Promise<Caller> {
  if (token && isAppAccessToken(token)) {
    const app = await ctx.appAccess(token, now);
    if (!app) throw unauthenticated();
    if (scope === null || !app.scopes.has(scope)) throw insufficientScope(scope);
    const refusal = accessRefusal(app.account, rule);
    if (refusal) throw refusal;
    return { kind: 'app', app, account: app.account };
  }
  return { kind: 'session', ...(await requireSession(ctx, token, now, rule)) };
}

/** What an event made by this caller says about the app behind it (AccountEventDetails.app). */
export function appOfCaller(caller: Caller): { app?: { clientId: string; name: string } } {
  return caller.kind === 'app' ? { app: { clientId: caller.app.clientId, name: caller.app.appName } } : {};
}

/** The portal session behind the caller, for the event's session id (none for an app). */
export const sessionIdOfCaller = (caller: Caller): string | null => (caller.kind === 'session' ? caller.session.public_id : null);

/**
 * A live session whose account may do anything its role allows: an account that must change its
 * password may only change it and log out, so everything else answers 403 FORBIDDEN here, whatever
 * the gateway or the SPA did.
 */
export function requireUnrestrictedSession(ctx: ServiceContext, token: string | undefined, now: Date): Promise<{ session: SessionRow; account: AccountRow }> {
  return requireSession(ctx, token, now, { roles: null, allowMustChangePassword: false });
}

/** Records use for the idle timeout (at most every touchIntervalMs); returns the session as it now is. */
export async function recordActivity(ctx: ServiceContext, session: SessionRow, now: Date): Promise<SessionRow> {
  if (now.getTime() - Date.parse(session.last_seen_at) < touchIntervalMs(ctx)) return session;
  const nowIso = now.toISOString();
  await touchSession(ctx.db, session.token_hash, nowIso);
  return { ...session, last_seen_at: nowIso };
}

/** Records activity and answers the session as the contract shows it. */
export async function currentSessionOf(ctx: ServiceContext, session: SessionRow, account: AccountRow, now: Date): Promise<CurrentSession> {
  const seen = await recordActivity(ctx, session, now);
  return { account: toApiAccount(account, now), session: sessionInfo(ctx, seen) };
}

/**
 * The caller's account and session as the contract shows them. For an app, `session` describes its
 * access token: it ends at the token's expiry whatever its use, and a token is never touched.
 */
export async function currentCallerOf(ctx: ServiceContext, caller: Caller, now: Date): Promise<CurrentSession> {
  if (caller.kind === 'session') return currentSessionOf(ctx, caller.session, caller.account, now);
  const expiresAt = caller.app.expiresAt.toISOString();
  const lifetimeSeconds = Math.round((caller.app.expiresAt.getTime() - caller.app.issuedAt.getTime()) / 1000);
  return { account: toApiAccount(caller.account, now), session: { expiresAt, absoluteExpiresAt: expiresAt, idleTimeoutSeconds: Math.max(1, lifetimeSeconds) } };
}

/** GET /v1/session: a portal session, or an app's token with account:read (the contract's x-app-scope). */
export async function getCurrentSession(ctx: ServiceContext, token: string | undefined, appScope: ApiScope | null): Promise<CurrentSession> {
  const now = ctx.clock.now();
  const caller = await requireCaller(ctx, token, now, { roles: null, allowMustChangePassword: true, allowClosing: true }, appScope);
  return currentCallerOf(ctx, caller, now);
}

/** Logout: the token stops working, and the account's activity says so. Unknown or already ended tokens are fine too. */
export async function endSession(ctx: ServiceContext, token: string | undefined, client: ClientInfo | null): Promise<void> {
  if (!token) return;
  const now = ctx.clock.now();
  // An app's token ends no portal session (the app revokes its own tokens at the provider): a valid
  // one is refused, an invalid one is like any unknown token.
  if (isAppAccessToken(token)) {
    if (await ctx.appAccess(token, now)) throw insufficientScope(null);
    return;
  }
  const tokenHash = sha256Hex(token);
  const appsTold = await runTransaction(ctx.db, async (trx) => {
    const ended = await revokeSession(trx, tokenHash, now.toISOString());
    if (!ended) return 0;
    await recordEvent(trx, { accountId: ended.account_id, kind: 'signed_out', now, client, sessionId: ended.public_id });
    // Apps signed in through this browser's session are signed out too (back-channel logout).
    return endOidcSessions(trx, { portalSessionIds: [ended.public_id] }, now);
  });
  if (appsTold > 0) ctx.backchannelQueued();
}
