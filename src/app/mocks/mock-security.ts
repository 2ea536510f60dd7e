// Mock mode's security page: the demo account's sessions (this browser and two more) and a short
// history, ending sessions, and "this was not me" from the page and from a mail's link
// (`/notMe?token=valid-not-me-token`). Kept apart from mock-resolvers.ts, which it leans on.
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import { maskEmail, type MockState } from './mock-state';
import { connectedAppEvents } from './mock-connected-apps';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const device = (browser: string | null, os: string | null) => ({ browser, os });

interface MockDeviceSession {
  id: string;
  kind: 'BROWSER' | 'API_TOKEN';
  device: { browser: string | null; os: string | null };
  ipAddress: string;
  signedInAt: number;
  lastUsedAt: number;
}

/** The other sessions and the report state of one mock state (a fresh one after each reset). */
const extras = new WeakMap<MockState, { others: MockDeviceSession[]; reported: Set<string>; linkUsed: boolean }>();

function extrasOf(state: MockState) {
  let found = extras.get(state);
  if (!found) {
    const now = Date.now();
    found = {
      others: [
        { id: 'mock-session-iphone-01', kind: 'BROWSER', device: device('Safari', 'iOS'), ipAddress: '198.51.100.23', signedInAt: now - 26 * 60 * minute, lastUsedAt: now - 3 * 60 * minute },
        { id: 'mock-session-script-02', kind: 'API_TOKEN', device: device(null, null), ipAddress: '203.0.113.40', signedInAt: now - 50 * 60 * minute, lastUsedAt: now - 40 * minute },
      ],
      reported: new Set(),
      linkUsed: false,
    };
    extras.set(state, found);
  }
  return found;
}

const signInEvent = (id: string, at: number, browser: string, os: string, ip: string) => ({
  id, kind: 'SIGN_IN', at: iso(at), lastAt: iso(at), count: 1, ipAddress: ip, device: device(browser, os), actor: 'SELF', signInMethod: 'PASSWORD_AND_CODE',
  // As the sign-in risk rules record it: the mocked history's devices are all this account's own.
  riskReasons: ['KNOWN_DEVICE'],
});

function mockEvents(state: MockState, accountCode?: string) {
  const now = Date.now();
  const { reported } = extrasOf(state);
  const base = [
    signInEvent('mock-event-0005', now - 5 * minute, 'Chrome', 'Windows', '192.0.2.10'),
    { id: 'mock-event-0004', kind: 'SIGN_IN_FAILED', at: iso(now - 70 * minute), lastAt: iso(now - 62 * minute), count: 3, ipAddress: '203.0.113.99', device: device('Firefox', 'Linux'), actor: 'SELF', failedStep: 'PASSWORD' },
    { id: 'mock-event-0003', kind: 'DETAILS_CHANGED', at: iso(now - 20 * 60 * minute), lastAt: iso(now - 20 * 60 * minute), count: 1, ipAddress: '198.51.100.23', device: device('Safari', 'iOS'), actor: 'SELF', changedFields: ['phone'] },
    signInEvent('mock-event-0002', now - 26 * 60 * minute, 'Safari', 'iOS', '198.51.100.23'),
    { id: 'mock-event-0001', kind: 'PASSWORD_CHANGED', at: iso(now - 30 * 24 * 60 * minute), lastAt: iso(now - 30 * 24 * 60 * minute), count: 1, ipAddress: '192.0.2.10', device: device('Chrome', 'Windows'), actor: 'SELF', sessionsEnded: 1 },
    ...connectedAppEvents(state, accountCode),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return base.map((event) => {
    const notMeReported = reported.has(event.id);
    // As the account service: sign-ins and changes, an app allowed among them; not failures or a disconnection.
    const reportable = event.kind !== 'SIGN_IN_FAILED' && event.kind !== 'OAUTH_APP_REVOKED';
    return {
      signInMethod: null, failedStep: null, failureReason: null, riskReasons: null, changedFields: null, maskedEmail: null, sessionsEnded: null, action: null, unlockedBy: null, lockedUntil: null, passkeyName: null, removedPasskeys: null, appName: null, disconnectedApps: null,
      ...event, notMeReported, canReportNotMe: reportable && !notMeReported,
    };
  });
}

export function createSecurityMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => state.session(ctx.bearer ?? state.data.jar.sessionToken);
  const refusal = (ctx: MockContext, operation: MockOperation): MockUserError | null =>
    forcedError(ctx.mockError, operation) ?? (signedIn(ctx) ? null : userError('UNAUTHENTICATED'));
  const sessionsOut = (ctx: MockContext) => {
    const current = signedIn(ctx);
    // A program's session (BEARER) shows no browser: its User-Agent names none.
    const kind = current?.kind ?? 'BROWSER';
    const mine = current
      ? [{ id: 'mock-session-this-0000', kind, signInMethod: 'PASSWORD_AND_CODE', current: true, signedInAt: iso(current.absoluteExpiresAt - 12 * 60 * minute), lastUsedAt: iso(Date.now()), ipAddress: '192.0.2.10', device: kind === 'API_TOKEN' ? device(null, null) : device('Chrome', 'Windows') }]
      : [];
    const others = extrasOf(state).others.map((s) => ({ ...s, signInMethod: 'PASSWORD_AND_CODE', current: false, signedInAt: iso(s.signedInAt), lastUsedAt: iso(s.lastUsedAt) }));
    return [...mine, ...others];
  };
  const linkFailure = (ctx: MockContext, operation: MockOperation, token: unknown): MockUserError | null =>
    forcedError(ctx.mockError, operation) ??
    (token !== 'valid-not-me-token' ? userError('NOT_ME_LINK_INVALID') : extrasOf(state).linkUsed ? userError('NOT_ME_LINK_USED') : null);
  /** What a report answers when done: the reset link goes to the account's address; the mock's passkeys stay. */
  const reportDone = (accountCode: string | undefined) => {
    const account = accountCode ? state.accountByCode(accountCode) : undefined;
    return { ok: true, removedPasskeys: [], resetLinkSentTo: account ? maskEmail(account.email) : null, addressRestored: false, error: null };
  };
  const endEverything = () => {
    extrasOf(state).others = [];
    state.data.sessions = [];
    state.data.jar.sessionToken = null;
    state.changed();
  };

  return {
    Viewer: {
      sessions: (_viewer, _args, ctx) => sessionsOut(ctx),
      activity: (_viewer, args, ctx) => {
        const events = mockEvents(state, signedIn(ctx)?.accountCode);
        const first = typeof args.first === 'number' ? args.first : 20;
        const start = typeof args.after === 'string' ? events.findIndex((e) => e.id === args.after) + 1 : 0;
        const nodes = events.slice(start, start + first);
        const hasNextPage = start + first < events.length;
        return { nodes, pageInfo: { hasNextPage, endCursor: hasNextPage ? (nodes.at(-1)?.id ?? null) : null } };
      },
    },
    Query: {
      notMeLink: (_parent, args, ctx) => {
        const error = linkFailure(ctx, 'notMeLink', args.token);
        if (error) return { info: null, error };
        return { info: { expiresAt: iso(Date.now() + 6 * 24 * 60 * minute), signedInAt: iso(Date.now() - 15 * minute), device: device('Firefox', 'Linux'), kind: 'SIGN_IN', passkeyName: null }, error: null };
      },
    },
    Mutation: {
      revokeSession: (_parent, args, ctx) => {
        const error = refusal(ctx, 'revokeSession');
        if (error) return { revoked: null, sessions: null, error };
        const data = extrasOf(state);
        const before = data.others.length;
        data.others = data.others.filter((s) => s.id !== args.id);
        if (data.others.length === before) return { revoked: null, sessions: null, error: userError('SESSION_NOT_FOUND') };
        return { revoked: 1, sessions: sessionsOut(ctx), error: null };
      },
      revokeOtherSessions: (_parent, _args, ctx) => {
        const error = refusal(ctx, 'revokeOtherSessions');
        if (error) return { revoked: null, sessions: null, error };
        const data = extrasOf(state);
        const revoked = data.others.length;
        data.others = [];
        return { revoked, sessions: sessionsOut(ctx), error: null };
      },
      reportNotMe: (_parent, args, ctx) => {
        const error = refusal(ctx, 'reportNotMe');
        if (error) return { ok: false, error };
        const input = (args.input ?? {}) as { eventId?: unknown };
        const event = mockEvents(state, signedIn(ctx)?.accountCode).find((e) => e.id === input.eventId);
        if (!event) return { ok: false, error: userError('EVENT_NOT_FOUND') };
        if (!event.canReportNotMe) return { ok: false, error: userError('VALIDATION_FAILED', { field: 'eventId' }) };
        extrasOf(state).reported.add(event.id);
        const accountCode = signedIn(ctx)?.accountCode;
        endEverything();
        return reportDone(accountCode);
      },
      reportNotMeByLink: (_parent, args, ctx) => {
        const input = (args.input ?? {}) as { token?: unknown };
        const error = linkFailure(ctx, 'reportNotMeByLink', input.token);
        if (error) return { ok: false, error };
        extrasOf(state).linkUsed = true;
        endEverything();
        // The link of the README's demo account.
        return reportDone(state.findAccount('demo')?.accountCode);
      },
    },
  };
}

